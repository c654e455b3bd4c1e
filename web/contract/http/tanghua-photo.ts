/**
 * Photo drawing (§2 /sugar/photo): a customer uploads a photo, picks a template and gets a
 * printable pattern of goods type 16 (§3 photo). §7 lists none of these calls ("payload not
 * shown" for the whole page), so two are chosen here, in the tanghua group's path space; the
 * photo itself goes up first through tanghua/upload-image (tanghua.ts: multipart, §5/§9 at most
 * 5 MB, png/jpeg by magic bytes).
 *
 *   1. photo-template-list {sn}       the templates this printer prints photos through
 *   2. photo-make {sn, image, template_id[, name]}
 *                                     the photo in that template as the caller's new work
 *                                     (type 16): only ever its owner's (tanghua.ts SHARE_RULE),
 *                                     listed to them on the printer's company printers and
 *                                     orderable by them with order/make
 */
import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { Id, ImageRef, line, OptText, Sn } from "./common.ts";
import { Pattern } from "./sugar.ts";

/** A photo template: a frame and crop shape the photo is printed in; image_url is its preview. */
export const PhotoTemplate = z.looseObject({
  id: Id,
  name: z.string(),
  image_url: z.string(),
  remark: OptText,
});
export type PhotoTemplate = z.infer<typeof PhotoTemplate>;

export const photoTemplates = endpoint({
  method: "GET",
  path: "/api/tanghua/photo-template-list",
  access: "public",
  input: z.strictObject({ sn: Sn }),
  output: z.looseObject({ list: z.array(PhotoTemplate) }),
  summary: "The photo templates of a printer (§2 /sugar/photo)",
});

/**
 * image must be the caller's own upload (the url tanghua/upload-image answered); anything else
 * is refused with errorCode 1, so no one prints another person's photo by guessing its path.
 */
export const PhotoMakeInput = z.strictObject({
  sn: Sn,
  image: ImageRef,
  template_id: Id,
  name: z.optional(line(30)),
});

/** Answers the new work as listed on that printer; image_list[1] is the original photo (owner's thumbnail, §2). */
export const photoMake = endpoint({
  method: "POST",
  path: "/api/tanghua/photo-make",
  access: "user",
  input: PhotoMakeInput,
  output: Pattern,
  summary: "Photo drawing: an uploaded photo in a template as the caller's work (goods type 16)",
});

export const tanghuaPhotoEndpoints = [photoTemplates, photoMake] as const;
