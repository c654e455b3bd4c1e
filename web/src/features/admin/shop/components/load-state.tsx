/**
 * What a shop-area page shows instead of its record: loading, a failure with retry, or, when the
 * API answers 404 (a record that is gone, or another company's: the same answer by design), a
 * plain "not found" with the way back, never a crash or an endless spinner.
 */
import "./shop.css";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { buttonClassName } from "../../../../components/button.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { isNotFound } from "../shop-query.ts";

export interface LoadStateProps {
  error: unknown;
  onRetry: () => void;
  /** "This shop was not found" (the thing the page is about). */
  notFound: ReactNode;
  back: { href: string; label: ReactNode };
}

export function LoadState({ error, onRetry, notFound, back }: LoadStateProps) {
  const t = useT("admin-shop");
  if (error === undefined || error === null) return <LoadingState />;
  if (isNotFound(error))
    return (
      <EmptyState
        title={notFound}
        text={t("notFound.text")}
        action={
          <Link href={back.href} className={buttonClassName("secondary")}>
            {back.label}
          </Link>
        }
      />
    );
  return <ErrorState message={errorMessage(error)} onRetry={onRetry} />;
}
