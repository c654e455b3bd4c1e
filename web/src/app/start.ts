/**
 * Runs app/boot.ts as this module is evaluated. main.tsx imports it first, so the URL token is
 * adopted and the inline boot script's answers are taken over before React and the rest of the
 * bundle are evaluated (a call in main.tsx's own body would run only after all of its imports).
 */
import { boot } from "./boot.ts";

export const booted = boot();
