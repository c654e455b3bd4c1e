/**
 * The states a platform detail page goes through: no id in the address (say so, with the way to
 * the list: never a 404 or a blank page), loading, no such record (the way back to the list),
 * failed (with retry; another company's record
 * is no concern here: admins see every one, a missing one is the API's 404 message), then the
 * record.
 */
import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { DetailSection } from "../../../components/admin/detail.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { RequestError } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import type { ApiState } from "../../../lib/use-api.ts";

/** The positive whole `id` of a query string, or null. */
export function queryId(search: string, key = "id"): number | null {
  const raw = new URLSearchParams(search).get(key);
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * A page that is a list without `id` and a record's page with one: `id` null when the address
 * has none (the list) and also when it has a bad one (the record's page then says so).
 */
export function useQueryId(): { id: number | null; detail: boolean } {
  const search = useSearch();
  return { id: queryId(search), detail: new URLSearchParams(search).has("id") };
}

export function DetailState<T>({ id, state, listHref, listLabel, children }: { id: number | null; state: ApiState<T>; listHref: string; listLabel?: string; children: (data: T) => ReactNode }) {
  const t = useT("admin-x");
  const back = <Link href={listHref}>{listLabel ?? t("detail.toList")}</Link>;
  if (id === null) {
    return (
      <DetailSection>
        <EmptyState title={t("detail.noId")} text={t("detail.noIdText")} action={back} />
      </DetailSection>
    );
  }
  if (state.data === undefined && state.error instanceof RequestError && state.error.status === 404) {
    // No such record (a stale link, a mistyped id): trying again will not find it.
    return (
      <DetailSection>
        <EmptyState title={t("detail.notFound")} text={t("detail.notFoundText")} action={back} />
      </DetailSection>
    );
  }
  if (state.data === undefined) {
    return <DetailSection>{state.error ? <ErrorState message={errorMessage(state.error)} onRetry={() => void state.reload()} /> : <LoadingState />}</DetailSection>;
  }
  return <>{children(state.data)}</>;
}
