/**
 * The activity poster's PNG (issue 15: /admin/activity/ticket, "downloadable as PNG"): drawn onto
 * a canvas from the same words and QR target as the poster on the page, then saved. The layout is
 * in canvas pixels of a 1080 × 1620 sheet (2:3, a print at 10 × 15 cm is 274 dpi). Text that does
 * not fit its width wraps (wrapText, pure, so it is tested without a canvas).
 */
import { qrPath } from "../../../../components/qr-code.tsx";

export const POSTER_W = 1080;
export const POSTER_H = 1620;
const BRAND = "#e27101";
const BRAND_DARK = "#b85a00";
const FONT = '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/** What a poster says; the page and the PNG show the same. */
export interface PosterText {
  shop: string;
  headline: string;
  title: string;
  cashBack: string;
  task: string;
  steps: readonly string[];
  scan: string;
  printer: string;
  period: string;
}

/**
 * Lines of `text` no wider than `max` by `measure`: Chinese breaks between any two characters,
 * words of Latin script at spaces (a word wider than a line is cut). At most `maxLines` lines, the
 * last ending in "…" when text was left out.
 */
export function wrapText(text: string, max: number, measure: (s: string) => number, maxLines = Infinity): string[] {
  const units = text.match(/[A-Za-z0-9$¥.,:;'’!?%+\-/]+|\s+|./gsu) ?? [];
  const lines: string[] = [];
  let line = "";
  for (let unit of units) {
    if (/^\s+$/.test(unit)) {
      if (line !== "") line += " ";
      continue;
    }
    if (measure(line + unit) <= max) {
      line += unit;
      continue;
    }
    if (line.trim() !== "") lines.push(line.trimEnd());
    // A unit wider than a whole line is cut, character by character.
    while (measure(unit) > max && [...unit].length > 1) {
      const chars = [...unit];
      let n = chars.length - 1;
      while (n > 1 && measure(chars.slice(0, n).join("")) > max) n--;
      lines.push(chars.slice(0, n).join(""));
      unit = chars.slice(n).join("");
    }
    line = unit;
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? "";
  while (last !== "" && measure(`${last}…`) > max) last = [...last].slice(0, -1).join("");
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Draws the poster for `url` (its QR code) onto `canvas`, which becomes 1080 × 1620. */
export async function drawPoster(canvas: HTMLCanvasElement, text: PosterText, url: string): Promise<void> {
  canvas.width = POSTER_W;
  canvas.height = POSTER_H;
  const ctx = canvas.getContext("2d");
  if (ctx === null) throw new Error("no 2d canvas");
  const font = (px: number, weight = 400) => `${weight} ${px}px ${FONT}`;
  const center = (s: string, y: number, px: number, weight = 400, color = "#1f1f1f", max = POSTER_W - 160, lines = 2) => {
    ctx.font = font(px, weight);
    ctx.fillStyle = color;
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    let at = y;
    for (const l of wrapText(s, max, (t) => ctx.measureText(t).width, lines)) {
      ctx.fillText(l, POSTER_W / 2, at);
      at += px * 1.3;
    }
    return at;
  };

  // The sheet: white, an orange band with the shop and the headline.
  ctx.fillStyle = "#fff8f0";
  ctx.fillRect(0, 0, POSTER_W, POSTER_H);
  ctx.fillStyle = BRAND;
  ctx.fillRect(0, 0, POSTER_W, 360);
  center(text.shop, 64, 40, 400, "#ffffff");
  center(text.headline, 128, 92, 700, "#ffffff", POSTER_W - 120, 1);
  center(text.title, 262, 44, 600, "#ffffff", POSTER_W - 160, 1);

  // The offer: how much back, for what.
  let y = center(text.cashBack, 408, 104, 800, BRAND_DARK, POSTER_W - 120, 1);
  y = center(text.task, y + 8, 40, 400, "#333333", POSTER_W - 200, 2);

  // The QR code on a white card.
  const card = 560;
  const cardX = (POSTER_W - card) / 2;
  const cardY = Math.max(y + 32, 700);
  ctx.fillStyle = "#ffffff";
  ctx.shadowColor = "rgba(0,0,0,0.12)";
  ctx.shadowBlur = 24;
  roundRect(ctx, cardX, cardY, card, card, 32);
  ctx.fill();
  ctx.shadowBlur = 0;
  const qr = await qrPath(url, "Q");
  const inner = card - 48;
  ctx.save();
  ctx.translate(cardX + 24, cardY + 24);
  ctx.scale(inner / qr.side, inner / qr.side);
  ctx.fillStyle = "#000000";
  ctx.fill(new Path2D(qr.d));
  ctx.restore();
  y = center(text.scan, cardY + card + 28, 38, 600, "#1f1f1f", POSTER_W - 160, 1);

  // How it works, in three steps.
  const stepY = Math.max(y + 24, 1380);
  const colW = (POSTER_W - 120) / text.steps.length;
  text.steps.forEach((s, i) => {
    const cx = 60 + colW * i + colW / 2;
    ctx.fillStyle = BRAND;
    ctx.beginPath();
    ctx.arc(cx, stepY + 28, 28, 0, Math.PI * 2);
    ctx.fill();
    ctx.font = font(32, 700);
    ctx.fillStyle = "#ffffff";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(i + 1), cx, stepY + 29);
    ctx.font = font(28);
    ctx.fillStyle = "#333333";
    ctx.textBaseline = "top";
    wrapText(s, colW - 24, (t) => ctx.measureText(t).width, 2).forEach((l, j) => ctx.fillText(l, cx, stepY + 72 + j * 36));
  });

  // Where and when.
  ctx.font = font(26);
  ctx.fillStyle = "#8a8a8a";
  ctx.textAlign = "center";
  ctx.textBaseline = "bottom";
  ctx.fillText(`${text.printer} · ${text.period}`, POSTER_W / 2, POSTER_H - 36);
}

/** The canvas as a PNG file. */
export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob failed"))), "image/png"));
}
