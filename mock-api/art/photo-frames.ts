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

/** The template `shape` holding `photo` (or a silhouette when null). */
export function photoFrameSvg(shape: PhotoFrameShape, photo: FramedPhoto | null, label: string): string {
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
    `</svg>`,
  ].join("");
}
