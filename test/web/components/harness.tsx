/**
 * Shared set-up for component tests: a happy-dom window, zh-CN common strings loaded from
 * web/public/locales, and a render helper that mounts inside <Suspense> under act(). (CSS
 * imports load as empty modules through test/helpers/register-hooks.mjs.)
 *
 * Components must be imported dynamically after `setupComponents()`: react-dom reads the
 * globals at import.
 */
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import type { Root } from "react-dom/client";
import { installDom, type TestDom } from "../../helpers/dom.ts";


export interface Mounted {
  container: HTMLElement;
  render(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export interface Harness {
  dom: TestDom;
  act: typeof import("react").act;
  mount(node: ReactNode): Promise<Mounted>;
  /** Unmounts every root still mounted and closes the DOM. */
  close(): Promise<void>;
}

export async function setupComponents(url = "http://localhost:3000/"): Promise<Harness> {
  const dom = installDom(url);
  const { setLocaleFetcher, loadNamespace } = await import("../../../web/src/lib/i18n/core.ts");
  setLocaleFetcher(async (u) => JSON.parse(readFileSync(`web/public/locales${u.slice("/locales".length)}`, "utf8")));
  await loadNamespace("zh-CN", "common");
  const { act, Suspense, createElement } = await import("react");
  const { createRoot } = await import("react-dom/client");
  const roots = new Set<Root>();

  async function mount(node: ReactNode): Promise<Mounted> {
    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    roots.add(root);
    const render = async (n: ReactNode) => {
      await act(async () => root.render(createElement(Suspense, { fallback: null }, n)));
    };
    await render(node);
    return {
      container,
      render,
      async unmount() {
        if (!roots.delete(root)) return;
        await act(async () => root.unmount());
        container.remove();
      },
    };
  }

  return {
    dom,
    act,
    mount,
    async close() {
      for (const root of roots) await act(async () => root.unmount());
      roots.clear();
      document.body.innerHTML = "";
      await dom.close();
    },
  };
}

/** Dispatches a click the way a tap would (bubbling, cancelable). */
export function click(el: Element | null): void {
  if (!el) throw new Error("click: no element");
  el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

export function key(el: Element | Document | null, k: string, init: KeyboardEventInit = {}): void {
  if (!el) throw new Error("key: no element");
  el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true, ...init }));
}

export function byText<E extends Element = HTMLElement>(root: ParentNode, selector: string, text: string): E | null {
  for (const el of root.querySelectorAll<E>(selector)) if (el.textContent?.trim() === text) return el;
  return null;
}
