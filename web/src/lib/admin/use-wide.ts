/**
 * Whether the screen is a desk's (CONVENTIONS "Look and feel": tables on a desk, cards on a
 * phone). One representation is rendered, not both hidden by CSS: half the DOM for a long list,
 * and a screen reader meets each row once.
 */
import { useSyncExternalStore } from "react";

/** Tables from here up: a tablet held sideways and every desk. */
export const WIDE_QUERY = "(min-width: 768px)";

function media(): MediaQueryList | undefined {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(WIDE_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const m = media();
  if (m === undefined) return () => {};
  m.addEventListener("change", onChange);
  return () => m.removeEventListener("change", onChange);
}

const isWide = () => media()?.matches ?? false;

export function useWide(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
