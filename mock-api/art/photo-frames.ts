/**
 * Photo templates (§2 /sugar/photo, goods type 16): the crop shape a customer's photo is printed
 * in, edged with a sugar line of the §9 colour and width on a bamboo stick, like the figures of
 * sugar-art.ts. Without a photo the shape holds a silhouette: the template's preview.
 */
import { SUGAR_COLOR, SUGAR_LINE_WIDTH } from "../../web/contract/constants.ts";

export const PHOTO_FRAME_SHAPES = ["round", "heart", "square", "flower"] as const;
export type PhotoFrameShape = (typeof PHOTO_FRAME_SHAPES)[number];

const SIZE = 400;
const CX = 200;
const CY = 175;

/** Each shape as one closed SVG path around (CX, CY), about 300 px across. */
function shapePath(shape: PhotoFrameShape): string {
  switch (shape) {
    case "round":
      return `M${CX - 145} ${CY}a145 145 0 1 0 290 0a145 145 0 1 0 -290 0Z`;
    case "square":
      return `M${CX - 120} ${CY - 140}h240a20 20 0 0 1 20 20v240a20 20 0 0 1 -20 20h-240a20 20 0 0 1 -20 -20v-240a20 20 0 0 1 20 -20Z`;
    case "heart":
      return `M${CX} ${CY + 140}C${CX - 60} ${CY + 90} ${CX - 160} ${CY + 30} ${CX - 160} ${CY - 50}C${CX - 160} ${CY - 120} ${CX - 80} ${CY - 150} ${CX} ${CY - 80}C${CX + 80} ${CY - 150} ${CX + 160} ${CY - 120} ${CX + 160} ${CY - 50}C${CX + 160} ${CY + 30} ${CX + 60} ${CY + 90} ${CX} ${CY + 140}Z`;
    case "flower": {
      // Eight petals: arcs between points on a circle of radius 120, bulging outwards.
      const pts = Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4 - Math.PI / 2;
        return [CX + 120 * Math.cos(a), CY + 120 * Math.sin(a)] as const;
      });
      const f = (n: number) => n.toFixed(1);
      let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
      for (let i = 1; i <= 8; i++) {
        const p = pts[i % 8]!;
        d += `A48 48 0 0 1 ${f(p[0])} ${f(p[1])}`;
      }
      return `${d}Z`;
    }
  }
}

/** A photo to put in the frame: its exact type and base64 bytes (an upload checked by its magic bytes). */
export interface FramedPhoto {
  readonly contentType: "image/png" | "image/jpeg";
  readonly base64: string;
}

/** The platform's decorative frames (issue 15, store/shop-admin.ts PhotoFrameRecord.style). */
export const FRAME_STYLES = ["stars", "lace", "festive", "rainbow"] as const;
export type FrameStyle = (typeof FRAME_STYLES)[number];

export type WatermarkPlace = "top-left" | "top-right" | "bottom-left" | "bottom-right" | "center";

/** What a shop adds around and over the photo: a frame, and a watermark of text and/or an image. */
export interface PhotoDecor {
  /** A drawn frame, or an uploaded picture laid over the whole canvas (issue 17). */
  readonly frame: FrameStyle | FramedPhoto | null;
  readonly watermark: { readonly text: string; readonly image: FramedPhoto | null; readonly position: WatermarkPlace; readonly opacity: number } | null;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Five-pointed star of outer radius r at (x, y). */
function star(x: number, y: number, r: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const d = i % 2 === 0 ? r : r * 0.45;
    return `${(x + d * Math.cos(a)).toFixed(1)},${(y + d * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(" ")}"/>`;
}

/** A frame drawn along the edges of the 400 px canvas, over the photo. */
function frameSvg(style: FrameStyle): string {
  switch (style) {
    case "stars": {
      const at = [16, 77, 139, 200, 261, 323, 384];
      // Corners once: the top and bottom rows have them, the sides only what lies between.
      const stars = [...at.flatMap((p) => [star(p, 16, 9), star(p, 384, 9)]), ...at.slice(1, -1).flatMap((p) => [star(16, p, 9), star(384, p, 9)])];
      return `<g fill="#f5b301" stroke="#e27101" stroke-width="1">${stars.join("")}</g>`;
    }
    case "lace": {
      const dots = Array.from({ length: 20 }, (_, i) => 10 + i * 20).flatMap((p) => [
        `<circle cx="${p}" cy="10" r="7"/>`, `<circle cx="${p}" cy="390" r="7"/>`, `<circle cx="10" cy="${p}" r="7"/>`, `<circle cx="390" cy="${p}" r="7"/>`,
      ]);
      return `<g fill="#fff" stroke="#f0b8c8" stroke-width="2">${dots.join("")}</g><rect x="18" y="18" width="364" height="364" fill="none" stroke="#f0b8c8" stroke-width="2" stroke-dasharray="6 4"/>`;
    }
    case "festive":
      return `<rect x="6" y="6" width="388" height="388" fill="none" stroke="#c8102e" stroke-width="12"/><rect x="20" y="20" width="360" height="360" fill="none" stroke="#f5b301" stroke-width="3"/>${[[20, 20], [380, 20], [20, 380], [380, 380]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="#c8102e" stroke="#f5b301" stroke-width="3"/>`).join("")}`;
    case "rainbow": {
      const colours = ["#e53935", "#fb8c00", "#fdd835", "#43a047", "#1e88e5", "#8e24aa"];
      return colours.map((c, i) => `<rect x="${2 + i * 4}" y="${2 + i * 4}" width="${396 - i * 8}" height="${396 - i * 8}" rx="18" fill="none" stroke="${c}" stroke-width="4"/>`).join("");
    }
  }
}

/** The watermark in its corner (or the centre), 24 px from the edges. */
function watermarkSvg(wm: NonNullable<PhotoDecor["watermark"]>): string {
  const [x, y, anchor] =
    wm.position === "top-left" ? [34, 46, "start"] :
    wm.position === "top-right" ? [366, 46, "end"] :
    wm.position === "bottom-left" ? [34, 372, "start"] :
    wm.position === "bottom-right" ? [366, 372, "end"] : [200, 206, "middle"];
  const size = 48;
  const imageX = anchor === "start" ? x : anchor === "end" ? x - size : x - size / 2;
  const image = wm.image === null ? "" : `<image href="data:${wm.image.contentType};base64,${wm.image.base64}" x="${imageX}" y="${y - size - (wm.text === "" ? -12 : 22)}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet"/>`;
  const text = wm.text === "" ? "" : `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="sans-serif" font-size="18" font-weight="600" fill="#fff" stroke="#5a3200" stroke-width="3" paint-order="stroke">${escapeXml(wm.text)}</text>`;
  return `<g opacity="${wm.opacity}" class="watermark">${image}${text}</g>`;
}

/** An uploaded frame: its picture over the 400 px canvas (a transparent middle shows the photo). */
function frameImageSvg(p: FramedPhoto): string {
  return `<image href="data:${p.contentType};base64,${p.base64}" x="0" y="0" width="${SIZE}" height="${SIZE}" preserveAspectRatio="none"/>`;
}

/** The template `shape` holding `photo` (or a silhouette when null), with a shop's frame and watermark. */
export function photoFrameSvg(shape: PhotoFrameShape, photo: FramedPhoto | null, label: string, decor: PhotoDecor | null = null): string {
  const d = shapePath(shape);
  const label_ = label.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const inside =
    photo === null
      ? `<rect width="${SIZE}" height="${SIZE}" fill="#f6e3c8"/><circle cx="${CX}" cy="${CY - 30}" r="52" fill="#d9b38c"/><path d="M${CX - 95} ${CY + 150}c8-80 48-110 95-110s87 30 95 110Z" fill="#d9b38c"/>`
      : // Cover the shape's box, cropped from the centre, like CSS object-fit: cover.
        `<image href="data:${photo.contentType};base64,${photo.base64}" x="${CX - 165}" y="${CY - 165}" width="330" height="330" preserveAspectRatio="xMidYMid slice"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${label_}">`,
    `<defs><clipPath id="frame"><path d="${d}"/></clipPath></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="#fff8ee"/>`,
    `<path d="M${CX} 320V392" stroke="#d9b38c" stroke-width="9" stroke-linecap="round"/>`,
    `<g clip-path="url(#frame)">${inside}</g>`,
    `<path d="${d}" fill="none" stroke="${SUGAR_COLOR}" stroke-width="${SUGAR_LINE_WIDTH * 2}" stroke-linejoin="round"/>`,
    `<path d="${d}" fill="none" stroke="#ffd9a8" stroke-width="1.2" stroke-opacity=".8" transform="translate(-1 -1)"/>`,
    decor?.frame ? (typeof decor.frame === "string" ? frameSvg(decor.frame) : frameImageSvg(decor.frame)) : "",
    decor?.watermark ? watermarkSvg(decor.watermark) : "",
    `</svg>`,
  ].join("");
}
