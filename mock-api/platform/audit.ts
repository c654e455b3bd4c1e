/**
 * The audit journal of platform actions (contract platform.ts AuditEntry; store/platform.ts):
 * every acting platform call appends one entry in the same synchronous step as its change, so an
 * entry exists exactly when the change happened (a refused call writes none).
 */
import type { AuditAction, AuditEntry, AuditTarget } from "../../web/contract/http/platform.ts";
import { freshId } from "../commerce/ledger.ts";
import { inDateRange, newestFirst } from "../merchant/scope.ts";
import { own } from "../store/own.ts";
import type { AuditRecord } from "../store/platform.ts";
import type { Store, UserRecord } from "../store/types.ts";

export interface AuditFields {
  action: AuditAction;
  target_type: AuditTarget;
  target_id: number | null;
  target_sn?: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  remark?: string | undefined;
}

/** Appends one entry: `actor` did `action` on a record at `nowS` (unix s). */
export function recordAudit(store: Store, actor: UserRecord, f: AuditFields, nowS: number): AuditRecord {
  const id = freshId(store, "audit", store.platform.audit);
  const entry: AuditRecord = {
    id,
    actorId: actor.id,
    actor_level: actor.level_type,
    action: f.action,
    target_type: f.target_type,
    target_id: f.target_id,
    target_sn: f.target_sn ?? "",
    // Copies: later changes to the record never rewrite history.
    before: f.before === null ? null : structuredClone(f.before),
    after: f.after === null ? null : structuredClone(f.after),
    remark: f.remark ?? "",
    create_time: nowS,
  };
  store.platform.audit[String(id)] = entry;
  return entry;
}

export function toAuditEntry(store: Store, a: AuditRecord): AuditEntry {
  const actor = own(store.users, a.actorId);
  return {
    id: a.id,
    actor: { id: a.actorId, nickname: actor?.nickname ?? "", level_type: a.actor_level },
    action: a.action,
    target_type: a.target_type,
    target_id: a.target_id,
    target_sn: a.target_sn,
    before: a.before,
    after: a.after,
    remark: a.remark,
    create_time: a.create_time,
  };
}

export interface AuditQuery {
  start_date?: string | undefined;
  end_date?: string | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: number | undefined;
  actor_id?: number | undefined;
}

export function listAudit(store: Store, q: AuditQuery): AuditRecord[] {
  const inRange = inDateRange(q);
  return Object.values(store.platform.audit)
    .filter((a) => q.action === undefined || a.action === q.action)
    .filter((a) => q.target_type === undefined || a.target_type === q.target_type)
    .filter((a) => q.target_id === undefined || a.target_id === q.target_id)
    .filter((a) => q.actor_id === undefined || a.actorId === q.actor_id)
    .filter((a) => inRange(a.create_time))
    .sort(newestFirst);
}
