/**
 * A shop's photo settings (issue 15; ADMIN-MAP D5; /admin/shop/photo-template, photo-frame,
 * photo-watermark) and the platform's photo frames (/admin/x/photo-frame reads them too). Not in
 * §7; chosen as follows.
 *
 * - Templates are the platform's crop shapes (tanghua-photo.ts PhotoTemplate); a shop picks which
 *   its printers offer, in order, at least one. Frames are decorative borders the platform draws;
 *   a shop picks one or none. The watermark is the shop's: text and/or an image (an upload of the
 *   caller, tixian/upload-image: at most 5 MB, png/jpeg by content), at a corner or the centre,
 *   with an opacity.
 * - A customer's photo work (tanghua/photo-make) on a printer of the shop is made through one of
 *   the shop's templates (photo-template-list answers those; another is refused) and keeps the
 *   shop's frame and watermark as they were when made: its picture (/mock/photos/<id>.svg), which
 *   is what gets printed, shows them. A printer with no shop, or a shop without settings, offers
 *   every template, no frame, no watermark.
 * - Ownership: a merchant reads and saves their company's shops only (another's is 404); admins
 *   any shop. settings-save changes only the parts it is given (each admin page saves its own).
 * - preview_url draws a template's preview with the shop's frame and watermark, for the pages.
 */
import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { Flag, Id, ImageRef, line, NoInput, OptText, QueryId } from "./common.ts";
import { PhotoTemplate } from "./tanghua-photo.ts";

export const WATERMARK_POSITIONS = ["top-left", "top-right", "bottom-left", "bottom-right", "center"] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];
/** A shop offers at most this many templates (the platform has a handful). */
export const SHOP_TEMPLATES_MAX = 20;

export const PhotoFrame = z.looseObject({ id: Id, name: z.string(), image_url: z.string(), status: z.optional(Flag) });
export type PhotoFrame = z.infer<typeof PhotoFrame>;

export const Watermark = z.looseObject({
  text: OptText,
  image_url: OptText,
  position: z.enum(WATERMARK_POSITIONS),
  opacity: z.number().check(z.gte(0.1), z.lte(1)),
});
export type Watermark = z.infer<typeof Watermark>;

export const WatermarkInput = z
  .strictObject({
    text: z.optional(z.nullable(line(20))),
    image_url: z.optional(z.nullable(ImageRef)),
    position: z.enum(WATERMARK_POSITIONS),
    /** Default 0.6. */
    opacity: z.optional(z.number().check(z.gte(0.1), z.lte(1))),
  })
  .check(
    z.refine((v) => (v.text ?? null) !== null || (v.image_url ?? null) !== null, { message: "give text or image_url", path: ["text"] }),
  );

export const ShopPhotoSettings = z.looseObject({
  shop_id: Id,
  shop_name: z.string(),
  template_ids: z.array(Id),
  frame_id: z.nullable(Id),
  watermark: z.nullable(Watermark),
  /** Every platform template, with whether this shop offers it (in the shop's order first). */
  templates: z.array(z.extend(PhotoTemplate, { enabled: Flag, preview_url: z.string() })),
  /** Every frame shops may pick. */
  frames: z.array(PhotoFrame),
});
export type ShopPhotoSettings = z.infer<typeof ShopPhotoSettings>;

export const photoFrameList = endpoint({
  method: "GET",
  path: "/api/manage-photo/frame-list",
  access: "merchant",
  input: NoInput,
  output: z.looseObject({ list: z.array(PhotoFrame) }),
  summary: "The platform's photo frames",
});

export const shopPhotoSettings = endpoint({
  method: "GET",
  path: "/api/manage-photo/settings",
  access: "merchant",
  input: z.strictObject({ shop_id: QueryId }),
  output: ShopPhotoSettings,
  summary: "A shop's photo templates, frame and watermark",
});

export const shopPhotoSettingsSave = endpoint({
  method: "POST",
  path: "/api/manage-photo/settings-save",
  access: "merchant",
  input: z
    .strictObject({
      shop_id: Id,
      template_ids: z.optional(
        z.array(Id).check(
          z.minLength(1),
          z.maxLength(SHOP_TEMPLATES_MAX),
          z.refine((ids) => new Set(ids).size === ids.length, { message: "template_ids must not repeat" }),
        ),
      ),
      frame_id: z.optional(z.nullable(Id)),
      watermark: z.optional(z.nullable(WatermarkInput)),
    })
    .check(
      z.refine((v) => v.template_ids !== undefined || v.frame_id !== undefined || v.watermark !== undefined, {
        message: "give template_ids, frame_id or watermark",
        path: ["template_ids"],
      }),
    ),
  output: ShopPhotoSettings,
  summary: "Change a shop's photo templates, frame or watermark",
});

export const managePhotoEndpoints = [photoFrameList, shopPhotoSettings, shopPhotoSettingsSave] as const;
