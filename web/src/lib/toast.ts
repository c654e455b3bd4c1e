/**
 * Toasts (§3 Toast: id, type, message, duration, position; §9 limits). A tiny external store:
 * components read it with useSyncExternalStore, anyone (the HTTP client too) can push to it.
 * Lifecycle (§4): visible → dismissed (animates out) → removed 1 s later.
 * Identical toasts (same type, message and position) while one is visible collapse into it: its
 * §9 duration starts again instead of a second copy stacking under it (issue 11: three "网络异常").
 * A success dismisses the errors visible at its position: they were about an earlier try.
 */
import { useSyncExternalStore } from "react";
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastType,
} from "../../contract/constants.ts";

export type ToastPosition = "top-center" | "top-left" | "top-right" | "bottom-center" | "bottom-left" | "bottom-right";

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** ms; Infinity stays until dismissed. */
  duration: number;
  position: ToastPosition;
  visible: boolean;
  createdAt: number;
}

export interface ToastOptions {
  id?: string;
  duration?: number;
  position?: ToastPosition;
}

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const fn of listeners) fn();
}

function clearTimer(id: string): void {
  const h = timers.get(id);
  if (h !== undefined) clearTimeout(h);
  timers.delete(id);
}

function schedule(id: string, ms: number, fn: () => void): void {
  clearTimer(id);
  if (Number.isFinite(ms)) timers.set(id, setTimeout(fn, ms));
}

function show(type: ToastType, message: string, opts: ToastOptions = {}): string {
  const duration = opts.duration ?? TOAST_DURATION_MS[type];
  const position = opts.position ?? "top-center";
  const same = toasts.find((t) => t.visible && t.type === type && t.message === message && t.position === position && (opts.id === undefined || t.id === opts.id));
  if (same !== undefined) {
    // §9: the visible copy stays for a full duration from now.
    schedule(same.id, duration, () => dismiss(same.id));
    return same.id;
  }
  // A success says the thing now worked: an error still showing about an earlier try is stale
  // ("兑换码已被使用" beside "优惠券已创建", 27 Nov QA). It goes first.
  if (type === "success") {
    const stale = toasts.filter((t) => t.visible && t.type === "error" && t.position === position);
    for (const t of stale) dismiss(t.id);
  }
  const id = opts.id ?? `t${++counter}`;
  const toast: Toast = {
    id,
    type,
    message,
    duration,
    position,
    visible: true,
    createdAt: Date.now(),
  };
  const others = toasts.filter((t) => t.id !== id);
  // §9: at most 20; the oldest go first.
  const kept = [toast, ...others].slice(0, TOAST_LIMIT);
  for (const dropped of others.filter((t) => !kept.includes(t))) clearTimer(dropped.id);
  emit(kept);
  schedule(id, duration, () => dismiss(id));
  return id;
}

/** Hides a toast (all when no id); it is removed from the store 1 s later (§9). */
export function dismiss(id?: string): void {
  const targets = toasts.filter((t) => t.visible && (id === undefined || t.id === id));
  if (targets.length === 0) return;
  emit(toasts.map((t) => (targets.includes(t) ? { ...t, visible: false } : t)));
  for (const t of targets) schedule(t.id, TOAST_REMOVE_DELAY_MS, () => remove(t.id));
}

export function remove(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) clearTimer(t.id);
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

export const toast = Object.assign((message: string, opts?: ToastOptions) => show("blank", message, opts), {
  success: (message: string, opts?: ToastOptions) => show("success", message, opts),
  error: (message: string, opts?: ToastOptions) => show("error", message, opts),
  loading: (message: string, opts?: ToastOptions) => show("loading", message, opts),
  custom: (message: string, opts?: ToastOptions) => show("custom", message, opts),
  dismiss,
  remove,
});

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
