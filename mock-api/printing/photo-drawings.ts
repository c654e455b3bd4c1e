/**
 * Photo drawing (contract tanghua-photo.ts): the photo templates and the caller's photo works
 * (goods type 16). The photo is one the caller uploaded (tanghua/upload-image, kept in
 * store.finance.uploads); the work's picture is that photo in the template's shape, generated on
 * request at `/mock/photos/<goods id>.svg` (printing/assets.ts), and its second image is the
 * original photo, so the owner sees it as a thumbnail in the picker (§2).
 */
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import type { PhotoTemplate } from "../../web/contract/http/tanghua-photo.ts";
import type { PhotoFrameShape } from "../art/photo-frames.ts";
import { ApiError } from "../errors.ts";
import { say, type Bilingual } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import type { RouteContext } from "../route.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { WatermarkRecord } from "../store/shop-admin.ts";
import type { GoodsRecord, PrinterRecord, UserRecord } from "../store/types.ts";

export interface PhotoTemplateRecord {
  id: number;
  shape: PhotoFrameShape;
  name: Bilingual;
}

/**
 * The platform's templates. A shop picks which of them its printers offer (issue 15,
 * shop-admin/photo.ts); a printer without a shop offers them all.
 */
export const PHOTO_TEMPLATES: readonly PhotoTemplateRecord[] = [
  { id: 1, shape: "round", name: { "zh-CN": "圆形相框", en: "Round frame" } },
  { id: 2, shape: "heart", name: { "zh-CN": "爱心", en: "Heart" } },
  { id: 3, shape: "square", name: { "zh-CN": "方形相框", en: "Square frame" } },
  { id: 4, shape: "flower", name: { "zh-CN": "花朵", en: "Flower" } },
];

const PM = {
  noTemplate: { "zh-CN": "模板不存在", en: "No such template" },
  notYourPhoto: { "zh-CN": "请先上传照片", en: "Upload the photo first" },
  photoTag: { "zh-CN": "照片", en: "photo" },
} as const satisfies Record<string, Bilingual>;

export function templateUrl(id: number): string {
  return `/mock/photo-templates/${id}.svg`;
}

export function photoWorkUrl(goodsId: number): string {
  return `/mock/photos/${goodsId}.svg`;
}

export function photoTemplateList(ctx: Pick<RouteContext, "lang">, offered: readonly PhotoTemplateRecord[]): PhotoTemplate[] {
  return offered.map((t) => ({ id: t.id, name: say(ctx.lang, t.name), image_url: templateUrl(t.id), remark: null }));
}

/** The id of the caller's own upload behind `image`, or errorCode 1. */
function ownUploadId(ctx: RouteContext, user: UserRecord, image: string): string {
  const m = /^\/mock\/uploads\/([0-9a-f]{24})\.(png|jpg)$/.exec(image);
  const upload = m?.[1] === undefined ? undefined : own(ctx.store.finance.uploads, m[1]);
  if (upload === undefined || upload.userId !== user.id) throw new ApiError(200, say(ctx.lang, PM.notYourPhoto));
  return upload.id;
}

export interface PhotoMakeInput {
  image: string;
  template_id: number;
  name?: string | undefined;
}

/** How the printer's shop dresses its photos when the work is made (shop-admin/photo.ts). */
export interface PhotoLook {
  /** The templates the printer offers. */
  offered: readonly PhotoTemplateRecord[];
  frameId: number | null;
  watermark: WatermarkRecord | null;
}

/**
 * The caller's photo in a template, as a new type-16 work made at `printer`: a template the
 * printer offers, with its shop's frame and watermark as they are now (the work keeps them).
 */
export function makePhotoWork(ctx: RouteContext, user: UserRecord, printer: PrinterRecord, input: PhotoMakeInput, look: PhotoLook): GoodsRecord {
  const template = look.offered.find((t) => t.id === input.template_id);
  if (template === undefined) throw new ApiError(200, say(ctx.lang, PM.noTemplate));
  const uploadId = ownUploadId(ctx, user, input.image);
  const id = allocId(ctx.store, "goods");
  const image_url = photoWorkUrl(id);
  const templateName = say(ctx.lang, template.name);
  const goods: GoodsRecord = {
    id,
    goods_type_id: GOODS_TYPE.PHOTO,
    name: input.name ?? templateName,
    image_url,
    image_list: [
      { id: allocId(ctx.store, "goods_image"), image_url, sell_count: 0 },
      { id: allocId(ctx.store, "goods_image"), image_url: input.image, sell_count: 0 },
    ],
    price: printer.ai_price,
    coins_price: null,
    remark: `${say(ctx.lang, PM.photoTag)} ${templateName}`,
    ownerId: user.id,
    shopId: printer.shopId,
    sell_count: 0,
    create_time: unixSeconds(ctx.clock.now()),
    deleted: false,
    photo: { uploadId, templateId: template.id, frameId: look.frameId, watermark: look.watermark === null ? null : { ...look.watermark } },
    is_share: 0, // contract SHARE_RULE: a photo is only ever its owner's
  };
  ctx.store.goods[String(id)] = goods;
  return goods;
}
