/**
 * The error-reporting seam (§8: errors go to an error-reporting service, sample rate 0.1 §9).
 * The sink is pluggable so production can send to its service and tests can collect.
 */
import { ERROR_REPORT_SAMPLE_RATE } from "../../contract/constants.ts";

export interface ErrorReport {
  error: unknown;
  context: Readonly<Record<string, unknown>>;
  url: string;
  time: string;
}

export type ErrorSink = (report: ErrorReport) => void;

const consoleSink: ErrorSink = (r) => console.error("[report]", r.context, r.error);

let sink: ErrorSink = consoleSink;
let sampleRate = ERROR_REPORT_SAMPLE_RATE;
let random: () => number = Math.random;

export function setErrorReporter(next: ErrorSink | null, options: { sampleRate?: number; random?: () => number } = {}): void {
  sink = next ?? consoleSink;
  sampleRate = options.sampleRate ?? ERROR_REPORT_SAMPLE_RATE;
  random = options.random ?? Math.random;
}

/** Sends one error to the sink with probability `sampleRate` (§9: 0.1). Returns whether it was sent. */
export function reportError(error: unknown, context: Readonly<Record<string, unknown>> = {}): boolean {
  if (random() >= sampleRate) return false;
  try {
    sink({
      error,
      context,
      url: typeof location === "undefined" ? "" : location.href,
      time: new Date().toISOString(),
    });
  } catch {
    // A broken sink must never break the page that is reporting.
  }
  return true;
}
