/** Rendering helpers for happy-dom tests: mount a tree, wait for the DOM to say something. */
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

export interface Mounted {
  container: HTMLElement;
  unmount(): Promise<void>;
}

export async function mount(node: ReactNode): Promise<Mounted> {
  const container = document.createElement("div");
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    container,
    async unmount() {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

/** Polls `check` (inside act, so React settles) until it returns a value or the time runs out. */
export async function waitFor<T>(check: () => T | undefined | null | false, what: string, timeoutMs = 3000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    const v = check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; body: ${document.body.textContent?.slice(0, 300)}`);
  }
}
