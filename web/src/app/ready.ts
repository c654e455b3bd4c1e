/**
 * Once the bundle is evaluated (main.tsx), the early answers (app/boot.ts) become the session and
 * the shell's cached answers, parsed by their schemas as always. main.tsx renders after this: a
 * first render with everything in place is one pass, where a render that suspends on each answer
 * in turn costs several passes and a fallback (issue 5, measured in Chromium at 4× throttling).
 */
import { startSession } from "../lib/session.tsx";
import { prefetchShell } from "../features/sugar/prefetch.ts";

export function whenReady(booted: Promise<unknown>): Promise<unknown> {
  return Promise.allSettled([booted, startSession(), prefetchShell()]);
}
