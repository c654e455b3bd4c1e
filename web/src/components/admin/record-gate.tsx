/**
 * The states of a detail or form page reading one record by the URL's id (issue 15): no id (the
 * page says what to do instead), loading, a record that is not there or not the caller's (the
 * server answers 404 for another company's, exactly as for a missing one: a clear "not found",
 * never a blank page or the pending text), another failure with retry, then the record.
 */
import type { ReactNode } from "react";
import { useSearch } from "wouter";
import { RequestError } from "../../lib/http.ts";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../states.tsx";

/** The positive whole `id` of a query string (`?id=12`), or null when it is missing or not one. */
export function queryId(search: string): number | null {
  const raw = new URLSearchParams(search).get("id");
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

/** The page's `?id=`, or null. */
export function useQueryId(): number | null {
  return queryId(useSearch());
}

/** A 404 answer: the record does not exist, or belongs to another company. */
export function isNotFound(error: unknown): boolean {
  return error instanceof RequestError && error.status === 404;
}

export interface RecordGateProps<T> {
  id: number | null;
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  /** Shown without an id (a form page passes its create state as children instead: see `create`). */
  noId: { title: ReactNode; text?: ReactNode; action?: ReactNode };
  notFound: { title: ReactNode; text?: ReactNode; action?: ReactNode };
  children: (record: T) => ReactNode;
}

export function RecordGate<T>({ id, data, error, onRetry, noId, notFound, children }: RecordGateProps<T>) {
  if (id === null) return <EmptyState title={noId.title} text={noId.text} action={noId.action} />;
  if (data !== undefined) return <>{children(data)}</>;
  if (isNotFound(error)) return <EmptyState title={notFound.title} text={notFound.text} action={notFound.action} />;
  if (error !== undefined && error !== null) return <ErrorState message={errorMessage(error)} onRetry={onRetry} />;
  return <LoadingState />;
}
