/**
 * A money action that must not run twice from a double tap (issue 16: pay, check out, save a
 * card). A ref as well as state, like the confirm drawer's: two taps in one frame both see the
 * state as false, and the button is disabled only after the next render.
 */
import { useRef, useState } from "react";

export interface OneAtATime {
  /** An action is running (for the button's spinner). */
  busy: boolean;
  /** Runs `action` unless one is running; a second call meanwhile does nothing and answers undefined. */
  run<T>(action: () => Promise<T>): Promise<T | undefined>;
}

export function oneAtATime(onBusy: (busy: boolean) => void = () => {}): Omit<OneAtATime, "busy"> {
  let running = false;
  return {
    async run<T>(action: () => Promise<T>): Promise<T | undefined> {
      if (running) return undefined;
      running = true;
      onBusy(true);
      try {
        return await action();
      } finally {
        running = false;
        onBusy(false);
      }
    },
  };
}

export function useOneAtATime(): OneAtATime {
  const [busy, setBusy] = useState(false);
  const ref = useRef<Omit<OneAtATime, "busy"> | null>(null);
  if (ref.current === null) ref.current = oneAtATime(setBusy);
  return { busy, run: ref.current.run };
}
