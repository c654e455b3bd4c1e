/**
 * The HTML's second inline script, right after the boot script (issue 18): on a scan of the
 * /sugar list tab, draws the shell from the boot script's early answers and strings before the
 * bundle runs (app/boot-script.ts leaves them, features/sugar/first-paint.ts draws), and leaves
 * the drawing's promise for the bundle, which waits for it before it evaluates (app/start.ts).
 * Apart from the boot script so that parsing this code does not hold back the early requests
 * (~40 ms at 4× CPU, measured); before the stylesheet, which would hold a script after it until
 * it has loaded (the stylesheet still holds the drawing's pixels, not its DOM).
 */
import { firstPaint } from "../features/sugar/first-paint.ts";
import { peekHandoff } from "../lib/boot-handoff.ts";

export function startFirstPaint(): void {
  const handoff = peekHandoff();
  if (handoff?.shell) handoff.paint = firstPaint(handoff.shell);
}
