/**
 * The printing domain's pictures served under `/mock/` (mock-assets.ts asks here, server.ts wires it):
 *
 *   /mock/drawings/<image id>.png     a saved sugar drawing, the PNG exactly as the customer sent it
 *   /mock/photos/<goods id>.svg       a photo work: the owner's upload in its template's shape
 *   /mock/photo-templates/<id>.svg    a template's preview (a silhouette in the shape)
 *   /mock/photo-frames/<id>.svg       a platform frame's preview
 *   /mock/photo-previews/<shop>/<template>.svg   a template with the shop's frame and watermark
 *
 * Anything else, a deleted work or a missing upload is null (404), and so is the picture of
 * someone else's private work (issue 11 item 6; the viewer is the `accessToken` cookie's user,
 * as an <img> sends it): ids are sequential, so a 403 would tell which exist.
 */
import type { IncomingMessage } from "node:http";
import { cookieUser } from "../cookie-session.ts";
import type { MockAsset } from "../mock-assets.ts";
import type { BlobStore } from "../store/blobs.ts";
import { say } from "../messages.ts";
import { photoFrameSvg } from "../art/photo-frames.ts";
import { own } from "../store/own.ts";
import type { GoodsRecord, Store } from "../store/types.ts";
import { decorOf, photoSettingsOf } from "../shop-admin/photo.ts";
import { PHOTO_TEMPLATES } from "./photo-drawings.ts";
import { privateFrom } from "./privacy.ts";

const svg = (text: string, csp?: string): MockAsset => ({ contentType: "image/svg+xml", body: Buffer.from(text, "utf8"), ...(csp === undefined ? {} : { csp }) });

export async function printingAsset(store: Store, blobs: BlobStore, req: IncomingMessage, path: string, nowMs: number): Promise<MockAsset | null> {
  // The cookie is read only for a work's picture, and once.
  const hidden = (g: GoodsRecord) => privateFrom(store, g, cookieUser(req, store, nowMs));
  const drawing = /^\/mock\/drawings\/([1-9]\d{0,9})\.png$/.exec(path);
  if (drawing?.[1] !== undefined) {
    const image = own(store.images, drawing[1]);
    const goods = image === undefined ? undefined : own(store.goods, image.goodsId);
    if (image === undefined || goods === undefined || goods.deleted || hidden(goods)) return null;
    const body = await blobs.read(image.blob); // a kept file (store/blobs.ts)
    return body === null ? null : { contentType: image.mime, body };
  }
  const template = /^\/mock\/photo-templates\/([1-9]\d{0,5})\.svg$/.exec(path);
  if (template?.[1] !== undefined) {
    const t = PHOTO_TEMPLATES.find((x) => x.id === Number(template[1]));
    return t === undefined ? null : svg(photoFrameSvg(t.shape, null, say("en", t.name)));
  }
  const photo = /^\/mock\/photos\/([1-9]\d{0,9})\.svg$/.exec(path);
  if (photo?.[1] !== undefined) {
    const goods = own(store.goods, photo[1]);
    const ref = goods?.deleted === false ? goods.photo : undefined;
    const upload = ref === undefined ? undefined : own(store.finance.uploads, ref.uploadId);
    const t = ref === undefined ? undefined : PHOTO_TEMPLATES.find((x) => x.id === ref.templateId);
    if (goods === undefined || upload === undefined || t === undefined || hidden(goods)) return null;
    const bytes = await blobs.read(upload.blob);
    if (bytes === null) return null;
    const contentType = upload.type === "png" ? "image/png" : "image/jpeg";
    // The photo is inlined as a data: URL (an SVG shown by <img> loads nothing else); nothing runs.
    const decor = await decorOf(store, blobs, ref?.frameId, ref?.watermark);
    return svg(photoFrameSvg(t.shape, { contentType, base64: bytes.toString("base64") }, goods.name, decor), "default-src 'none'; img-src data:");
  }
  // Issue 15: a frame's preview, and a shop's look (template, frame, watermark) on a silhouette.
  const frame = /^\/mock\/photo-frames\/([1-9]\d{0,5})\.svg$/.exec(path);
  if (frame?.[1] !== undefined) {
    const f = own(store.shopAdmin.frames, frame[1]);
    return f === undefined ? null : svg(photoFrameSvg("square", null, f.name.en, await decorOf(store, blobs, f.id, null)));
  }
  const preview = /^\/mock\/photo-previews\/([1-9]\d{0,5})\/([1-9]\d{0,5})\.svg$/.exec(path);
  if (preview?.[1] !== undefined && preview[2] !== undefined) {
    const shop = own(store.shops, preview[1]);
    const t = PHOTO_TEMPLATES.find((x) => x.id === Number(preview[2]));
    if (shop === undefined || t === undefined) return null;
    const look = photoSettingsOf(store, shop.id);
    return svg(photoFrameSvg(t.shape, null, say("en", t.name), await decorOf(store, blobs, look.frameId, look.watermark)), "default-src 'none'; img-src data:");
  }
  return null;
}
