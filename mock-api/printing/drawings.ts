/**
 * The caller's new works: a saved sugar drawing (tanghua/save-goods, type 15), AI drawings
 * (painting-pattern) and text drawings (text), both type 14 priced at the printer's ai_price.
 *
 * Saved PNGs are kept as sent, as files beside the state (store/blobs.ts) named by `store.images`
 * records (with the work's id), counted against the customer's storage quota (mock-api/storage.ts),
 * and are the work's picture: served back at `/mock/drawings/<image id>.png` (printing/assets.ts),
 * so the picker, the history and the printer show what the customer drew, not some other figure.
 */
import { GOODS_TYPE, UPLOAD_MAX_BYTES } from "../../web/contract/constants.ts";
import type { Stroke } from "../../web/contract/http/tanghua.ts";
import { motifForPrompt } from "../art/sugar-art.ts";
import { ApiError } from "../errors.ts";
import { say, type Bilingual } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import { requireRoom } from "../storage.ts";
import type { RouteContext } from "../route.ts";
import { allocId } from "../store/ids.ts";
import type { Flag01, GoodsRecord, PrinterRecord, UserRecord } from "../store/types.ts";
import { requireVisibleGoods } from "./catalog.ts";
import { M } from "./messages.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_PREFIX = "data:image/png;base64,";

/** Price of a drawing saved without a printer (then the printer's ai_price applies when printed elsewhere). */
export const DEFAULT_DRAWING_PRICE = "9.90";

/**
 * The PNG bytes of a data URL, checked by content (issue 3: by magic bytes, not by the label):
 * the 8-byte signature, an IHDR chunk first, and at most 5 MB decoded (§5, §9).
 */
export function decodePng(ctx: RouteContext, dataUrl: string): Buffer {
  const b64 = dataUrl.slice(DATA_URL_PREFIX.length);
  // base64 length without padding → bytes; refuse before decoding anything too large.
  const padding = b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0;
  if (Math.floor((b64.length * 3) / 4) - padding > UPLOAD_MAX_BYTES) throw new ApiError(200, say(ctx.lang, M.imageTooLarge));
  const bytes = Buffer.from(b64, "base64");
  if (bytes.length > UPLOAD_MAX_BYTES) throw new ApiError(200, say(ctx.lang, M.imageTooLarge));
  const ihdr = bytes.length >= 33 && bytes.subarray(12, 16).toString("latin1") === "IHDR";
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE) || !ihdr) throw new ApiError(200, say(ctx.lang, M.imageNotPng));
  return bytes;
}

/** Where a saved drawing's PNG is served (printing/assets.ts). */
export function drawingUrl(imageId: number): string {
  return `/mock/drawings/${imageId}.png`;
}

export interface SaveDrawingInput {
  image: string;
  strokes: Stroke[];
  name?: string | undefined;
  /** The customer's explicit share choice (contract SHARE_RULE); absent = private. */
  is_share?: Flag01 | undefined;
}

/** Saves a drawing as the caller's type-15 work, made at `printer` (listed on its company's printers). */
export function saveDrawing(ctx: RouteContext, user: UserRecord, printer: PrinterRecord | undefined, input: SaveDrawingInput): GoodsRecord {
  const png = input.image.startsWith(DATA_URL_PREFIX) ? decodePng(ctx, input.image) : null;
  if (png !== null) requireRoom(ctx, user.id, png.length);
  const now = unixSeconds(ctx.clock.now());
  const imageId = png === null ? null : allocId(ctx.store, "image");
  // An already uploaded image (ImageRef) is where the picture lives; a PNG is served as sent.
  const image_url = imageId === null ? input.image : drawingUrl(imageId);
  const id = allocId(ctx.store, "goods");
  const goods: GoodsRecord = {
    id,
    goods_type_id: GOODS_TYPE.SUGAR_DRAWING,
    name: input.name ?? say(ctx.lang, M.drawingName),
    image_url,
    image_list: [{ id: allocId(ctx.store, "goods_image"), image_url, sell_count: 0 }],
    price: printer?.ai_price ?? DEFAULT_DRAWING_PRICE,
    coins_price: null,
    remark: ctx.lang === "en" ? "drawing" : "手绘",
    ownerId: user.id,
    shopId: printer?.shopId ?? null,
    sell_count: 0,
    create_time: now,
    deleted: false,
    strokes: input.strokes,
    is_share: input.is_share ?? 0,
  };
  ctx.store.goods[String(id)] = goods;
  if (png !== null && imageId !== null) {
    ctx.store.images[String(imageId)] = { id: imageId, goodsId: id, ownerId: user.id, mime: "image/png", blob: ctx.blobs.put(png), bytes: png.length, create_time: now };
  }
  return goods;
}

const SHARE_MESSAGES = {
  notOwn: { "zh-CN": "只能分享或保存自己的作品", en: "You can only keep or share your own works" },
  photoPrivate: { "zh-CN": "照片作品仅自己可见，不能分享", en: "Photo works are only ever yours and cannot be shared" },
} as const satisfies Record<string, Bilingual>;

/**
 * tanghua/goods-share (contract SHARE_RULE): keeps the caller's work (an AI candidate becomes
 * their work) and records whether others may see it. Someone else's private work is "not found"
 * (requireVisibleGoods); every check comes before the write.
 */
export function shareWork(ctx: RouteContext, user: UserRecord, printer: PrinterRecord, goodsId: number, isShare: Flag01): GoodsRecord {
  const goods = requireVisibleGoods(ctx, printer, goodsId);
  if (goods.ownerId !== user.id) throw new ApiError(200, say(ctx.lang, SHARE_MESSAGES.notOwn));
  if (isShare === 1 && goods.goods_type_id === GOODS_TYPE.PHOTO) throw new ApiError(200, say(ctx.lang, SHARE_MESSAGES.photoPrivate));
  delete goods.candidate;
  goods.is_share = isShare;
  return goods;
}

/** AI style names as tags (contract AI_STYLES). */
const STYLE_TAGS: Readonly<Record<string, { "zh-CN": string; en: string }>> = {
  classic: { "zh-CN": "传统", en: "classic" },
  cartoon: { "zh-CN": "卡通", en: "cartoon" },
  simple: { "zh-CN": "简笔", en: "simple" },
  kai: { "zh-CN": "楷书", en: "regular script" },
  xing: { "zh-CN": "行书", en: "running script" },
  li: { "zh-CN": "隶书", en: "clerical script" },
};

/** How many candidates one AI drawing answers with (contract: up to 4). */
export const AI_CANDIDATES = 4;

function findExisting(ctx: RouteContext, user: UserRecord, printer: PrinterRecord, kind: "ai" | "text", prompt: string, style: string): GoodsRecord[] {
  return Object.values(ctx.store.goods)
    .filter((g) => g.ownerId === user.id && !g.deleted && g.goods_type_id === GOODS_TYPE.AI_DRAWING && g.prompt === prompt && g.style === style)
    .filter((g) => g.shopId === printer.shopId && g.image_url.startsWith("/mock/art/text/") === (kind === "text"))
    .sort((a, b) => a.id - b.id);
}

function newAiWork(ctx: RouteContext, user: UserRecord, printer: PrinterRecord, name: string, image_url: string, tags: string, prompt: string, style: string): GoodsRecord {
  const id = allocId(ctx.store, "goods");
  const goods: GoodsRecord = {
    id,
    goods_type_id: GOODS_TYPE.AI_DRAWING,
    name,
    image_url,
    image_list: [{ id: allocId(ctx.store, "goods_image"), image_url, sell_count: 0 }],
    price: printer.ai_price,
    coins_price: null,
    remark: tags,
    ownerId: user.id,
    shopId: printer.shopId,
    sell_count: 0,
    create_time: unixSeconds(ctx.clock.now()),
    deleted: false,
    prompt,
    style,
    // Contract SHARE_RULE: a draft of this run, private, until kept (goods-share) or printed.
    candidate: true,
    is_share: 0,
  };
  ctx.store.goods[String(id)] = goods;
  return goods;
}

/**
 * AI drawing: AI_CANDIDATES sugar paintings of the prompt's motif, the caller's candidates
 * (drafts listed nowhere, contract SHARE_RULE). The same prompt and style again answers the same
 * ones, whichever of them was kept or printed since (a GET: asking twice makes no more).
 */
export function aiDrawings(ctx: RouteContext, user: UserRecord, printer: PrinterRecord, prompt: string, style: string): GoodsRecord[] {
  const existing = findExisting(ctx, user, printer, "ai", prompt, style);
  if (existing.length > 0) return existing;
  const tag = STYLE_TAGS[style]?.[ctx.lang] ?? style;
  const name = [...prompt].slice(0, 30).join("");
  return Array.from({ length: AI_CANDIDATES }, (_, i) => {
    const { motif, seed } = motifForPrompt(`${prompt}#${style}#${i}`);
    return newAiWork(ctx, user, printer, name, `/mock/art/${motif}-${seed}.svg`, `AI ${tag}`, prompt, style);
  });
}

/** Text drawing: the words as one sugar medallion (`/mock/art/text/<words>.svg`), a candidate like AI's. */
export function textDrawing(ctx: RouteContext, user: UserRecord, printer: PrinterRecord, text: string, font: string): GoodsRecord {
  const existing = findExisting(ctx, user, printer, "text", text, font)[0];
  if (existing !== undefined) return existing;
  const tag = STYLE_TAGS[font]?.[ctx.lang] ?? font;
  const image_url = `/mock/art/text/${encodeURIComponent(text)}.svg`;
  return newAiWork(ctx, user, printer, text, image_url, `${ctx.lang === "en" ? "text" : "文字"} ${tag}`, text, font);
}
