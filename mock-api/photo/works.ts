/** Photo works: making one (points, own uploads), what each caller sees, favourites. */
import { SHOW_ALL_LEVEL_TYPES, type Language } from "../../web/contract/constants.ts";
import { PHOTO_PRINT_THEME, PHOTO_STATUS, type PhotoScope, type PhotoWork } from "../../web/contract/http/photo.ts";
import { motifForPrompt } from "../art/sugar-art.ts";
import { maskMobile } from "../finance/scope.ts";
import { own } from "../store/own.ts";
import type { PhotoWorkRecord } from "../store/photo.ts";
import type { Store, UserRecord } from "../store/types.ts";

export { PHOTO_PRINT_THEME };

/** How long a picture takes to draw (ms): long enough for the drawing page to show progress. */
export const DRAWING_MS = 3_000;

export function mayShowAll(user: UserRecord): boolean {
  return SHOW_ALL_LEVEL_TYPES.includes(user.level_type); // §4/§6: level_type 1 or 3
}

/** The picture a work turns into: a photo print for theme 16, else a sugar painting of its words or source. */
export function resultImage(type: number, prompt: string, source: string, salt: number): string {
  const { motif, seed } = motifForPrompt(`${prompt}|${source}|${salt}`);
  if (type === PHOTO_PRINT_THEME) return `/mock/art/photo-${seed}.svg`;
  if (prompt !== "" && source === "") return `/mock/art/text/${encodeURIComponent(prompt.slice(0, 8))}.svg`;
  return `/mock/art/${motif}-${seed}.svg`;
}

/** An upload id from one of this user's upload URLs, or null. */
export function ownUpload(store: Store, userId: number, url: string): boolean {
  const m = /^\/mock\/uploads\/([0-9a-f]{24})\.(png|jpg)$/.exec(url);
  if (m?.[1] === undefined) return false;
  return own(store.finance.uploads, m[1])?.userId === userId;
}

export function collectCount(store: Store, workId: number): number {
  let n = 0;
  for (const c of Object.values(store.photo.collects)) if (c.workId === workId) n += 1;
  return n;
}

export function isCollected(store: Store, userId: number, workId: number): boolean {
  return Object.hasOwn(store.photo.collects, `${userId}:${workId}`);
}

export function toPhotoWork(store: Store, w: PhotoWorkRecord, viewer: UserRecord, nowMs: number, _lang: Language): PhotoWork {
  const author = own(store.users, w.userId);
  const drawing = nowMs < w.readyAt;
  const self = w.userId === viewer.id;
  return {
    id: w.id,
    type: w.type,
    status: drawing ? PHOTO_STATUS.DRAWING : PHOTO_STATUS.DONE,
    image_url: drawing ? null : w.image_url,
    source_url: self ? w.source_url || null : null, // someone's own photo is shown only to them
    prompt: w.prompt || null,
    is_public: w.is_public,
    is_self: self ? 1 : 0,
    is_collect: isCollected(store, viewer.id, w.id) ? 1 : 0,
    collect_count: collectCount(store, w.id),
    nickname: author ? author.nickname || maskMobile(author.mobile) : null,
    avatar: author?.avatar ?? null,
    create_time: w.create_time,
  };
}

/** May `viewer` open this work? Their own, a shared one, or anything for level 1/3. */
export function canSee(viewer: UserRecord, w: PhotoWorkRecord): boolean {
  return w.userId === viewer.id || w.is_public === 1 || mayShowAll(viewer);
}

/** The rows of a list call, newest first. The plaza lists finished works only. */
export function worksFor(store: Store, viewer: UserRecord, scope: PhotoScope, type: number | undefined, showAll: boolean, nowMs: number): PhotoWorkRecord[] {
  const all = Object.values(store.photo.works).filter((w) => type === undefined || w.type === type);
  let rows: PhotoWorkRecord[];
  if (scope === "mine") rows = all.filter((w) => w.userId === viewer.id);
  else if (scope === "collect") rows = all.filter((w) => isCollected(store, viewer.id, w.id) && canSee(viewer, w));
  else rows = all.filter((w) => nowMs >= w.readyAt && (w.is_public === 1 || showAll));
  if (scope === "collect") {
    const at = (w: PhotoWorkRecord) => store.photo.collects[`${viewer.id}:${w.id}`]?.create_time ?? 0;
    return rows.sort((a, b) => at(b) - at(a) || b.id - a.id);
  }
  return rows.sort((a, b) => b.create_time - a.create_time || b.id - a.id);
}
