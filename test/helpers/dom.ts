/**
 * A happy-dom window installed as the global DOM for one test file. Call `installDom()` at the
 * top of a DOM test file (before importing React components) and `dom.close()` in `after`.
 */
import { Window } from "happy-dom";

export interface TestDom {
  window: Window;
  close(): Promise<void>;
}

const GLOBALS = [
  "window", "document", "navigator", "location", "history", "localStorage", "sessionStorage",
  "HTMLElement", "HTMLInputElement", "HTMLCanvasElement", "Element", "Node", "Event", "KeyboardEvent",
  "MouseEvent", "PointerEvent", "FocusEvent", "CustomEvent", "MutationObserver", "getComputedStyle",
  "requestAnimationFrame", "cancelAnimationFrame", "DocumentFragment", "Text", "DOMParser", "File", "Blob",
  "FileReader", "matchMedia", "IntersectionObserver", "ResizeObserver", "SVGElement", "HTMLAnchorElement",
  "HTMLButtonElement", "HTMLFormElement", "HTMLImageElement", "HTMLDivElement", "HTMLTextAreaElement",
  "HTMLSelectElement", "StorageEvent", "PopStateEvent", "InputEvent", "SubmitEvent",
  "dispatchEvent", "addEventListener", "removeEventListener", "scrollTo",
] as const;

export function installDom(url = "http://localhost:3000/"): TestDom {
  const window = new Window({ url, width: 375, height: 812 });
  const g = globalThis as Record<string, unknown>;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const key of GLOBALS) {
    const value = (window as unknown as Record<string, unknown>)[key];
    if (value === undefined) continue;
    saved.set(key, Object.getOwnPropertyDescriptor(globalThis, key));
    Object.defineProperty(globalThis, key, {
      configurable: true,
      writable: true,
      value: typeof value === "function" && /^[a-z]/.test(key) ? (value as (...a: unknown[]) => unknown).bind(window) : value,
    });
  }
  g.IS_REACT_ACT_ENVIRONMENT = true;
  return {
    window,
    async close() {
      await window.happyDOM.abort();
      await window.happyDOM.close();
      for (const [key, desc] of saved) {
        if (desc) Object.defineProperty(globalThis, key, desc);
        else delete g[key];
      }
    },
  };
}
