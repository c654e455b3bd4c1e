/**
 * An audit entry as people read it (who, what, when, on which record, before → after, why), and
 * a record's own trail on its detail page: the journal is level 7's (the server refuses the
 * others, so the trail asks nothing for them).
 */
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditEntry, type AuditTarget } from "../../../../contract/http/platform.ts";
import { DetailSection } from "../../../components/admin/detail.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { formatAmount } from "../../../lib/admin/format.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { useAuditList } from "../api/use-audit-list.ts";
import { changesOf, valueKind } from "./audit-changes.ts";
import { usePlatformLevel } from "./level.ts";
import { useStatusText } from "./status.tsx";
import "./x.css";

const LEVELS = [0, 1, 3, 7] as const;

export function useLevelText() {
  const t = useT("admin-x");
  return (n: number) => ((LEVELS as readonly number[]).includes(n) ? t(`levelName.${n as (typeof LEVELS)[number]}`) : t("levelName.other", { n }));
}

export function useAuditText() {
  const t = useT("admin-x");
  const status = useStatusText();
  const level = useLevelText();
  const action = (a: string) => ((AUDIT_ACTIONS as readonly string[]).includes(a) ? t(`action.${a as (typeof AUDIT_ACTIONS)[number]}`) : a);
  const target = (a: string) => ((AUDIT_TARGETS as readonly string[]).includes(a) ? t(`target.${a as AuditTarget}`) : a);
  const value = (targetType: string, field: string, v: unknown): string => {
    if (v === null || v === undefined || v === "") return t("audit.none");
    switch (valueKind(targetType, field)) {
      case "purchase":
        return status.purchase(Number(v));
      case "refund":
        return Number(v) === 0 ? t("refund.none") : status.refund(Number(v));
      case "withdraw":
        return status.withdraw(Number(v));
      case "level":
        return level(Number(v));
      case "flag":
        return t(Number(v) === 1 ? "audit.yes" : "audit.no");
      case "money":
        return formatAmount(v as string | number);
      case "probability":
        return `${Math.round(Number(v) * 100)}%`;
      case "list":
        return Array.isArray(v) ? v.join("、") : String(v);
      case "frameKind":
        return t(v === "image" ? "frame.kindImage" : "frame.kindDrawn");
      case "picture":
        return t("audit.picture");
      default:
        return typeof v === "object" ? JSON.stringify(v) : String(v);
    }
  };
  const FIELDS = ["status", "refund_status", "remark", "amount", "refund_amount", "coins", "actual_amount", "level_type", "cash_back", "popup_probability", "kefu_phone", "suspended", "suspend_reason", "taken_down", "reason", "company", "tracking_no", "sns", "shipment_id", "name", "name_en", "kind", "image_url"] as const;
  const field = (f: string) => ((FIELDS as readonly string[]).includes(f) ? t(`field.${f as (typeof FIELDS)[number]}`) : f);
  return { action, target, value, field };
}

/** before → after of one entry, a line per field. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const text = useAuditText();
  const changes = changesOf(entry);
  if (changes.length === 0) return null;
  return (
    <dl className="x-changes">
      {changes.map((c) => (
        <div className="x-changes__row" key={c.field}>
          <dt>{text.field(c.field)}</dt>
          <dd>
            {!c.added && (
              <>
                <span className="x-changes__before">{text.value(entry.target_type, c.field, c.before)}</span>
                <span aria-hidden="true"> → </span>
              </>
            )}
            <span className="x-changes__after">{text.value(entry.target_type, c.field, c.after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One entry: when, who (at which level), what, the changes and the reason. */
export function AuditItem({ entry, showTarget = false }: { entry: AuditEntry; showTarget?: boolean }) {
  const t = useT("admin-x");
  const lang = useLanguage();
  const text = useAuditText();
  const level = useLevelText();
  return (
    <li className="x-audit">
      <div className="x-audit__head">
        <strong>{text.action(entry.action)}</strong>
        <span className="admin-muted admin-time">{formatDateTime(entry.create_time, lang)}</span>
      </div>
      <p className="admin-muted">
        {t("audit.by", { who: entry.actor.nickname || t("audit.userN", { n: entry.actor.id }), level: level(entry.actor.level_type) })}
        {showTarget && ` · ${text.target(entry.target_type)}${entry.target_sn ? ` ${entry.target_sn}` : entry.target_id ? ` #${entry.target_id}` : ""}`}
      </p>
      <AuditChanges entry={entry} />
      {entry.remark ? <p className="x-audit__remark">{t("audit.remark", { text: entry.remark })}</p> : null}
    </li>
  );
}

/** A record's own journal on its detail page (level 7 only; nothing is asked for the others). */
export function AuditTrail({ targets }: { targets: readonly { type: AuditTarget; id: number | null | undefined }[] }) {
  const { isSuper } = usePlatformLevel();
  const known = targets.filter((x): x is { type: AuditTarget; id: number } => x.id !== null && x.id !== undefined);
  if (!isSuper || known.length === 0) return null;
  return <Trail first={known[0] as { type: AuditTarget; id: number }} second={known[1]} />;
}

/** One record's entries, or two records' (a purchase and its refund) merged newest first. */
function Trail({ first, second }: { first: { type: AuditTarget; id: number }; second: { type: AuditTarget; id: number } | undefined }) {
  const t = useT("admin-x");
  const a = useAuditList({ target_type: first.type, target_id: first.id, limit: 50 });
  const b = useAuditList(second === undefined ? null : { target_type: second.type, target_id: second.id, limit: 50 });
  const lists = second === undefined ? [a] : [a, b];
  const failed = lists.find((l) => l.data === undefined && l.error);
  let body;
  if (failed) body = <ErrorState message={errorMessage(failed.error)} onRetry={() => void Promise.all(lists.map((l) => l.reload()))} />;
  else if (lists.some((l) => l.data === undefined)) body = <LoadingState />;
  else {
    const entries = lists.flatMap((l) => l.data?.list ?? []).sort((x, y) => Number(y.create_time) - Number(x.create_time) || y.id - x.id);
    body =
      entries.length === 0 ? (
        <p className="admin-muted">{t("audit.noneYet")}</p>
      ) : (
        <ol className="x-audit-list" role="list">
          {entries.map((e) => (
            <AuditItem key={e.id} entry={e} showTarget={second !== undefined} />
          ))}
        </ol>
      );
  }
  return <DetailSection title={t("audit.trail")}>{body}</DetailSection>;
}
