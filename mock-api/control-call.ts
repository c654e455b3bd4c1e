/** What every `/__mock/` control handler gets, and reading its JSON body (control.ts dispatches). */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "./clock.ts";
import { isJsonType, mediaType } from "./control-access.ts";
import { ApiError } from "./errors.ts";
import type { Faults } from "./faults/index.ts";
import type { Journal } from "./journal.ts";
import type { Translate } from "./messages.ts";
import { readBody } from "./request.ts";
import type { Persister } from "./store/persist.ts";
import type { BlobStore } from "./store/blobs.ts";
import type { Store } from "./store/types.ts";
import type { DevicePort } from "./devices.ts";

/** The largest state archive `PUT /__mock/state` takes (a JSON alone: store/archive.ts STATE_JSON_MAX_BYTES). */
export const STATE_ARCHIVE_LIMIT_BYTES = 4 * 1024 * 1024 * 1024;
export const RULE_BODY_LIMIT_BYTES = 64 * 1024; // one rule is a few hundred bytes

export interface ControlDeps {
  readonly store: Store;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  readonly faults: Faults;
  readonly journal: Journal;
  readonly persister?: Persister | undefined;
  readonly controlToken?: string | undefined;
  readonly log: (line: string) => void;
  /** Where a payment completed here sends its print job. */
  readonly devices: DevicePort;
}

export interface Call {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly search: string;
  readonly t: Translate;
  readonly deps: ControlDeps;
  /** The caller presented the right control token (not only loopback). */
  readonly byToken: boolean;
}

export type ControlHandler = (call: Call) => void | Promise<void>;

/** A JSON body: 415 for another type (which also forces a CORS preflight on cross-site callers). */
export async function readJson(call: Call, limit: number, badJsonStatus: number): Promise<unknown> {
  const type = call.req.headers["content-type"];
  if (!isJsonType(type)) throw new ApiError(415, call.t("unsupportedMediaType", { type: mediaType(type) || "(none)" }));
  const body = await readBody(call.req, limit, call.t);
  try {
    // A byte-order mark (a state file saved by a Windows editor) is skipped, as loadStore does.
    return JSON.parse(body.toString("utf8").replace(/^\uFEFF/, "")) as unknown;
  } catch (err) {
    throw new ApiError(badJsonStatus, call.t("invalidJson", { detail: err instanceof Error ? err.message : String(err) }));
  }
}

