/**
 * A shop's photo settings (contract manage-photo.ts): which platform templates its printers
 * offer, its frame and its watermark; what a customer's photo work on those printers is made
 * with (printing/photo-drawings.ts), and how the work's picture draws them (printing/assets.ts).
 */
import type { Language } from "../../web/contract/constants.ts";
import type { PhotoFrame, ShopPhotoSettings, WatermarkInput } from "../../web/contract/http/manage-photo.ts";
import type { FramedPhoto, PhotoDecor } from "../art/photo-frames.ts";
import { ApiError } from "../errors.ts";
import { acceptableImage, uploadOfUrl } from "../finance/uploads.ts";
import type { BlobStore } from "../store/blobs.ts";
import { say } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import { PHOTO_TEMPLATES, templateUrl, type PhotoTemplateRecord } from "../printing/photo-drawings.ts";
import type { RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { PhotoFrameRecord, ShopPhotoRecord, WatermarkRecord } from "../store/shop-admin.ts";
import type { PrinterRecord, ShopRecord, Store, UserRecord } from "../store/types.ts";
import type * as z from "zod/mini";
import { S } from "./messages.ts";

const DEFAULT_OPACITY = 0.6;

export function frameUrl(id: number): string {
  return `/mock/photo-frames/${id}.svg`;
}

/** A template as a shop would print it: its frame and watermark on the template's silhouette. */
export function previewUrl(shopId: number, templateId: number): string {
  return `/mock/photo-previews/${shopId}/${templateId}.svg`;
}

/** The frames shops may pick, in the platform's order. */
export function pickableFrames(store: Store): PhotoFrameRecord[] {
  return Object.values(store.shopAdmin.frames)
    .filter((f) => f.status === 1)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export function toFrame(f: PhotoFrameRecord, lang: Language): PhotoFrame {
  return { id: f.id, name: lang === "en" ? f.name.en : f.name.zh, image_url: frameUrl(f.id), status: f.status };
}

/** A shop's settings, or the defaults of a shop without any: every template, no frame, no watermark. */
export function photoSettingsOf(store: Store, shopId: number | null): Omit<ShopPhotoRecord, "shopId" | "update_time"> {
  const rec = shopId === null ? undefined : own(store.shopAdmin.photo, shopId);
  return {
    templateIds: rec?.templateIds ?? PHOTO_TEMPLATES.map((t) => t.id),
    frameId: rec?.frameId ?? null,
    watermark: rec?.watermark ?? null,
  };
}

/** The templates a printer offers, in its shop's order (tanghua/photo-template-list). */
export function templatesOfPrinter(store: Store, printer: PrinterRecord): PhotoTemplateRecord[] {
  return photoSettingsOf(store, printer.shopId).templateIds.flatMap((id) => PHOTO_TEMPLATES.filter((t) => t.id === id));
}

export function toSettings(store: Store, shop: ShopRecord, lang: Language): ShopPhotoSettings {
  const s = photoSettingsOf(store, shop.id);
  const order = (id: number) => {
    const i = s.templateIds.indexOf(id);
    return i < 0 ? s.templateIds.length + id : i;
  };
  return {
    shop_id: shop.id,
    shop_name: shop.name,
    template_ids: [...s.templateIds],
    frame_id: s.frameId,
    watermark:
      s.watermark === null
        ? null
        : { text: s.watermark.text === "" ? null : s.watermark.text, image_url: s.watermark.image_url === "" ? null : s.watermark.image_url, position: s.watermark.position, opacity: s.watermark.opacity },
    templates: [...PHOTO_TEMPLATES]
      .sort((a, b) => order(a.id) - order(b.id))
      .map((t) => ({
        id: t.id,
        name: say(lang, t.name),
        image_url: templateUrl(t.id),
        remark: null,
        enabled: s.templateIds.includes(t.id) ? 1 : 0,
        preview_url: previewUrl(shop.id, t.id),
      })),
    frames: pickableFrames(store).map((f) => toFrame(f, lang)),
  };
}

export interface SettingsInput {
  template_ids?: number[] | undefined;
  frame_id?: number | null | undefined;
  watermark?: z.output<typeof WatermarkInput> | null | undefined;
}

/** Saves the parts given; every check before the first write. */
export function saveSettings(ctx: RouteContext, user: UserRecord, shop: ShopRecord, input: SettingsInput): void {
  const { store, lang } = ctx;
  const now = photoSettingsOf(store, shop.id);
  for (const id of input.template_ids ?? []) {
    if (!PHOTO_TEMPLATES.some((t) => t.id === id)) throw new ApiError(200, say(lang, S.templateNotFound, { id }));
  }
  if (input.frame_id !== undefined && input.frame_id !== null && !pickableFrames(store).some((f) => f.id === input.frame_id)) {
    throw new ApiError(200, say(lang, S.frameNotFound, { id: input.frame_id }));
  }
  let watermark: WatermarkRecord | null = now.watermark;
  if (input.watermark !== undefined) {
    const w = input.watermark;
    const image = w?.image_url ?? "";
    if (image !== "" && !acceptableImage(store, user.id, image, now.watermark === null ? [] : [now.watermark.image_url])) {
      throw new ApiError(200, say(lang, S.notYourImage));
    }
    watermark = w === null ? null : { text: w.text ?? "", image_url: image, position: w.position, opacity: w.opacity ?? DEFAULT_OPACITY };
  }
  store.shopAdmin.photo[String(shop.id)] = {
    shopId: shop.id,
    templateIds: input.template_ids ?? now.templateIds,
    frameId: input.frame_id === undefined ? now.frameId : input.frame_id,
    watermark,
    update_time: unixSeconds(ctx.clock.now()),
  };
}

/** An uploaded frame's picture (issue 17; a kept file), or null when its upload is gone. */
async function frameImage(store: Store, blobs: BlobStore, url: string | undefined): Promise<FramedPhoto | null> {
  const upload = url === undefined ? undefined : uploadOfUrl(store, url);
  const bytes = upload === undefined ? null : await blobs.read(upload.blob);
  return upload === undefined || bytes === null ? null : { contentType: upload.type === "png" ? "image/png" : "image/jpeg", base64: bytes.toString("base64") };
}

/** The decor to draw from a frame id and watermark (a missing frame or upload draws nothing of it); the watermark's image is a kept file. */
export async function decorOf(store: Store, blobs: BlobStore, frameId: number | null | undefined, watermark: WatermarkRecord | null | undefined): Promise<PhotoDecor> {
  const frame = frameId === null || frameId === undefined ? undefined : own(store.shopAdmin.frames, frameId);
  let wm: PhotoDecor["watermark"] = null;
  if (watermark !== null && watermark !== undefined) {
    const upload = watermark.image_url === "" ? undefined : uploadOfUrl(store, watermark.image_url);
    const bytes = upload === undefined ? null : await blobs.read(upload.blob);
    const image: FramedPhoto | null = upload === undefined || bytes === null ? null : { contentType: upload.type === "png" ? "image/png" : "image/jpeg", base64: bytes.toString("base64") };
    if (image !== null || watermark.text !== "") wm = { text: watermark.text, image, position: watermark.position, opacity: watermark.opacity };
  }
  return { frame: frame === undefined ? null : (frame.style ?? (await frameImage(store, blobs, frame.image_url))), watermark: wm };
}
