/**
 * The platform's photo frames (contract platform.ts frame-list, frame-save, frame-status): the
 * seeded drawn ones and pictures the platform uploads (store/shop-admin.ts PhotoFrameRecord),
 * retired rather than deleted (a frame is in customers' printed works). Shops pick from the ones
 * in use (shop-admin/photo.ts pickableFrames); retiring one leaves the shops that use it as they
 * are. Every change is journaled with the fields before and after.
 */
import type { Language } from "../../web/contract/constants.ts";
import type { PlatformFrame } from "../../web/contract/http/platform.ts";
import { freshId } from "../commerce/ledger.ts";
import { ApiError } from "../errors.ts";
import { acceptableImage } from "../finance/uploads.ts";
import { say } from "../messages.ts";
import { frameUrl } from "../shop-admin/photo.ts";
import { own } from "../store/own.ts";
import type { PhotoFrameRecord } from "../store/shop-admin.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { recordAudit } from "./audit.ts";
import { X } from "./messages.ts";

export function allFrames(store: Store): PhotoFrameRecord[] {
  return Object.values(store.shopAdmin.frames).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export function toPlatformFrame(store: Store, f: PhotoFrameRecord, lang: Language): PlatformFrame {
  const shops = Object.values(store.shopAdmin.photo).filter((p) => p.frameId === f.id).length;
  return {
    id: f.id,
    name: lang === "en" ? f.name.en : f.name.zh,
    name_en: f.name.en,
    image_url: frameUrl(f.id),
    status: f.status,
    kind: f.style === null ? "image" : "drawn",
    shop_count: shops,
    sort: f.sort,
    create_time: f.create_time ?? null,
  };
}

export function frameOrNotFound(store: Store, id: number, lang: Language): PhotoFrameRecord {
  const f = own(store.shopAdmin.frames, id);
  if (f === undefined) throw new ApiError(404, say(lang, X.frameNotFound));
  return f;
}

const stateOf = (f: PhotoFrameRecord) => ({ name: f.name.zh, name_en: f.name.en, kind: f.style === null ? "image" : "drawn", image_url: f.image_url ?? null, status: f.status });

/** frame-save: checks everything (the picture an upload of the caller), then adds or changes and journals. */
export function saveFrame(
  store: Store,
  actor: UserRecord,
  input: { id?: number | undefined; name: string; name_en?: string | undefined; image_url?: string | undefined },
  nowS: number,
  lang: Language,
): PhotoFrameRecord {
  const existing = input.id === undefined ? undefined : frameOrNotFound(store, input.id, lang);
  if (input.image_url !== undefined && !acceptableImage(store, actor.id, input.image_url, existing?.image_url === undefined ? [] : [existing.image_url])) {
    throw new ApiError(200, say(lang, X.frameImageNotYours));
  }
  const name = { zh: input.name, en: input.name_en ?? input.name };
  if (existing === undefined) {
    const id = freshId(store, "photoFrame", store.shopAdmin.frames);
    const sort = Math.max(0, ...Object.values(store.shopAdmin.frames).map((f) => f.sort)) + 1;
    const f: PhotoFrameRecord = { id, name, style: null, image_url: input.image_url as string, status: 1, sort, create_time: nowS };
    store.shopAdmin.frames[String(id)] = f;
    recordAudit(store, actor, { action: "frame.add", target_type: "frame", target_id: id, target_sn: name.zh, before: null, after: stateOf(f) }, nowS);
    return f;
  }
  const before = stateOf(existing);
  existing.name = name;
  if (input.image_url !== undefined && input.image_url !== existing.image_url) {
    existing.style = null;
    existing.image_url = input.image_url;
  }
  const after = stateOf(existing);
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    recordAudit(store, actor, { action: "frame.save", target_type: "frame", target_id: existing.id, target_sn: name.zh, before, after }, nowS);
  }
  return existing;
}

/** frame-status: retire (0) or offer again (1); as it is: no change, no entry. */
export function setFrameStatus(store: Store, actor: UserRecord, input: { id: number; status: 0 | 1 }, nowS: number, lang: Language): PhotoFrameRecord {
  const f = frameOrNotFound(store, input.id, lang);
  if (f.status === input.status) return f;
  const before = { status: f.status };
  f.status = input.status;
  recordAudit(store, actor, { action: input.status === 1 ? "frame.restore" : "frame.retire", target_type: "frame", target_id: f.id, target_sn: f.name.zh, before, after: { status: f.status } }, nowS);
  return f;
}
