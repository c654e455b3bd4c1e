/**
 * Runs app/boot.ts as this module is evaluated. main.tsx imports it first, so the URL token is
 * adopted and the inline boot script's answers are taken over before React and the rest of the
 * bundle are evaluated (a call in main.tsx's own body would run only after all of its imports).
 */
import { boot, firstPaintSettled } from "./boot.ts";

export const booted = boot();

// Issue 18: a scan's patterns are already on screen (features/sugar/first-paint.ts, drawn by the
// HTML's inline script); their first pictures arrive while the rest of this bundle would be
// evaluating (React DOM, the schemas, the app: one ~200 ms task at 4× CPU), and would show only
// after it. So everything after this module in the bundle's evaluation order waits for them,
// FIRST_PAINT_WAIT_MS at most; without a first paint it goes on at once.
await firstPaintSettled();
