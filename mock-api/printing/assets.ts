/**
 * The printing domain's pictures served under `/mock/` (mock-assets.ts asks here, server.ts wires it):
 *
 *   /mock/drawings/<image id>.png     a saved sugar drawing, the PNG exactly as the customer sent it
 *   /mock/photos/<goods id>.svg       a photo work: the owner's upload in its template's shape
 *   /mock/photo-templates/<id>.svg    a template's preview (a silhouette in the shape)
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
    return svg(photoFrameSvg(t.shape, { contentType, base64: bytes.toString("base64") }, goods.name), "default-src 'none'; img-src data:");
  }
  return null;
}
