/**
 * What an audit entry changed (contract platform.ts AuditEntry before/after), as rows a person
 * reads a year later: each field that differs, with its value before and after; a field only in
 * `after` (a parcel's carrier and serials) is what the action added; a field only in `before` is
 * one the action left as it was (an entry may keep only what it changed). Pure, so it is tested alone.
 */
import type { AuditEntry } from "../../../../contract/http/platform.ts";

export interface Change {
  field: string;
  before: unknown;
  after: unknown;
  /** The field exists only after the action (nothing to compare with). */
  added: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function changesOf(entry: Pick<AuditEntry, "before" | "after">): Change[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const out: Change[] = [];
  for (const field of fields) {
    const inBefore = Object.hasOwn(before, field);
    if (!Object.hasOwn(after, field)) continue;
    const b = before[field];
    const a = after[field];
    if (inBefore && same(b, a)) continue;
    // An empty value set where the field was absent says nothing (a remark left blank).
    if (!inBefore && (a === null || a === undefined || a === "")) continue;
    out.push({ field, before: b, after: a, added: !inBefore });
  }
  return out;
}

/** Statuses are read by the kind of record (a refund's 30 is "refunded", a withdrawal's "rejected"). */
export type ValueKind = "purchase" | "refund" | "withdraw" | "level" | "flag" | "money" | "probability" | "list" | "frameKind" | "picture" | "text";

export function valueKind(targetType: string, field: string): ValueKind {
  if (field === "status") {
    if (targetType === "purchase_order") return "purchase";
    if (targetType === "refund") return "refund";
    if (targetType === "withdrawal") return "withdraw";
  }
  if (field === "refund_status") return "refund";
  if (field === "level_type") return "level";
  if (field === "suspended" || field === "taken_down") return "flag";
  if (["amount", "refund_amount", "actual_amount", "cash_back"].includes(field)) return "money";
  if (field === "popup_probability") return "probability";
  if (field === "sns") return "list";
  if (targetType === "frame" && field === "kind") return "frameKind";
  if (field === "image_url") return "picture";
  return "text";
}
