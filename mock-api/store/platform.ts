/**
 * The platform slice of the store: what the platform's own staff (/admin/x, §6 level 1/3/7)
 * leave behind. Plain JSON-serialisable data keyed by id; the logic is in mock-api/platform/.
 */

/**
 * One platform action in the audit journal (issue 17: "who, what, when, on which record, before
 * and after": a refund or a level change must be explainable a year later). Written by the call
 * that acted, in the same synchronous step as the change itself; never edited, never deleted.
 */
export interface AuditRecord {
  id: number;
  /** Who acted, and at which level at the time. */
  actorId: number;
  actor_level: number;
  /** AUDIT_ACTIONS of the contract (platform.ts). */
  action: string;
  /** AUDIT_TARGETS: which kind of record. */
  target_type: string;
  /** The record's id (null: the settings, which have none). */
  target_id: number | null;
  /** An order or withdrawal number, or a serial, to find it by eye. */
  target_sn: string;
  /** The fields the action changed, before and after (null: nothing before, e.g. a new parcel). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The reason given (a refusal's remark, a suspension's reason). */
  remark: string;
  /** Unix seconds. */
  create_time: number;
}

/** Who last saved the platform settings, and when (settings-save). */
export interface SettingsStamp {
  userId: number;
  /** Unix seconds. */
  time: number;
}

export interface PlatformState {
  audit: Record<string, AuditRecord>;
  /** One entry under "settings" once saved (a record, so the state file stays a map of maps). */
  settingsSaved: Record<string, SettingsStamp>;
}

export function emptyPlatformState(): PlatformState {
  return { audit: {}, settingsSaved: {} };
}
