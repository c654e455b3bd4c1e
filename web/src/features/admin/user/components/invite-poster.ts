/**
 * The invite poster (issue 16 /admin/user/invite-share) drawn on a canvas: the company, the
 * invitation, the QR code of the invite link (the `qrcode` package through components/qr-code's
 * qrPath, §9 level Q), the code, and how to use it; the PNG it makes is what the page shows and
 * what "save" downloads, so what is saved is what was seen.
 */
import { QR_ERROR_CORRECTION, SUGAR_COLOR } from "../../../../../contract/constants.ts";
import { qrPath } from "../../../../components/qr-code.tsx";

export interface PosterText {
  company: string;
  headline: readonly string[];
  subtitle: string;
  codeLabel: string;
  code: string;
  scan: string;
  footer: string;
}

/** CSS px of the poster; drawn at 2× for sharp text on a phone's screen and in the saved file. */
export const POSTER_W = 375;
export const POSTER_H = 600;
const SCALE = 2;
const FONT = '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", sans-serif';

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Draws the poster for `url`; answers a PNG data URL. */
export async function drawInvitePoster(url: string, text: PosterText): Promise<string> {
  const qr = await qrPath(url, QR_ERROR_CORRECTION);
  const canvas = document.createElement("canvas");
  canvas.width = POSTER_W * SCALE;
  canvas.height = POSTER_H * SCALE;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("canvas 2d is not available");
  ctx.scale(SCALE, SCALE);

  const bg = ctx.createLinearGradient(0, 0, 0, POSTER_H);
  bg.addColorStop(0, SUGAR_COLOR);
  bg.addColorStop(1, "#f4a340");
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, POSTER_W, POSTER_H);
  // Two soft sugar-drop circles behind the words.
  ctx.fillStyle = "rgba(255,255,255,0.12)";
  ctx.beginPath();
  ctx.arc(POSTER_W - 30, 40, 90, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(20, 250, 60, 0, Math.PI * 2);
  ctx.fill();

  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = "#ffffff";
  ctx.font = `600 16px ${FONT}`;
  ctx.fillText(text.company, POSTER_W / 2, 52, POSTER_W - 48);
  ctx.font = `700 28px ${FONT}`;
  text.headline.forEach((line, i) => ctx.fillText(line, POSTER_W / 2, 104 + i * 38, POSTER_W - 40));
  ctx.font = `400 14px ${FONT}`;
  ctx.fillStyle = "rgba(255,255,255,0.92)";
  ctx.fillText(text.subtitle, POSTER_W / 2, 112 + text.headline.length * 38, POSTER_W - 48);

  // The card with the QR code.
  const cardX = 36;
  const cardY = 210;
  const cardW = POSTER_W - cardX * 2;
  const cardH = 330;
  ctx.save();
  ctx.shadowColor = "rgba(0,0,0,0.15)";
  ctx.shadowBlur = 16;
  ctx.shadowOffsetY = 4;
  ctx.fillStyle = "#ffffff";
  roundRect(ctx, cardX, cardY, cardW, cardH, 16);
  ctx.fill();
  ctx.restore();

  const qrSize = 190;
  const qrX = (POSTER_W - qrSize) / 2;
  const qrY = cardY + 22;
  ctx.save();
  ctx.translate(qrX, qrY);
  ctx.scale(qrSize / qr.side, qrSize / qr.side);
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, qr.side, qr.side);
  ctx.fillStyle = "#000000";
  ctx.fill(new Path2D(qr.d));
  ctx.restore();

  ctx.fillStyle = "#6b6b6b";
  ctx.font = `400 13px ${FONT}`;
  ctx.fillText(text.codeLabel, POSTER_W / 2, qrY + qrSize + 30);
  ctx.fillStyle = "#b85a00";
  ctx.font = `700 26px ${FONT}`;
  ctx.fillText(text.code, POSTER_W / 2, qrY + qrSize + 62);
  ctx.fillStyle = "#9a9a9a";
  ctx.font = `400 12px ${FONT}`;
  ctx.fillText(text.scan, POSTER_W / 2, cardY + cardH - 18, cardW - 24);

  ctx.fillStyle = "rgba(255,255,255,0.9)";
  ctx.font = `400 12px ${FONT}`;
  ctx.fillText(text.footer, POSTER_W / 2, POSTER_H - 24, POSTER_W - 48);
  return canvas.toDataURL("image/png");
}
