/**
 * The promotions domain's pictures served under `/mock/` (server.ts wires it):
 *
 *   /mock/weixin-qr/<company id>.svg        a company's official-account QR code (seeded accounts)
 *   /mock/screenshots/<type>-<seed>.svg     a drawn stand-in for a buyer's screenshot of a task
 *
 * Real buyers' screenshots are uploads (/mock/uploads/, checked by content); these only give the
 * seeded submissions something to look at.
 */
import QRCode from "qrcode";
import type { MockAsset } from "../mock-assets.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";

const svg = (text: string): MockAsset => ({ contentType: "image/svg+xml", body: Buffer.from(text, "utf8") });
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function qrSvg(content: string, caption: string): string {
  const qr = QRCode.create(content, { errorCorrectionLevel: "Q" });
  const n = qr.modules.size;
  const cell = 8;
  const margin = 4 * cell;
  const size = n * cell + 2 * margin;
  let rects = "";
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) rects += `M${margin + c * cell} ${margin + r * cell}h${cell}v${cell}h-${cell}Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size + 36}" viewBox="0 0 ${size} ${size + 36}" role="img" aria-label="${escapeXml(caption)}"><rect width="100%" height="100%" fill="#fff"/><path d="${rects}" fill="#111"/><text x="${size / 2}" y="${size + 22}" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#333">${escapeXml(caption)}</text></svg>`;
}

const SHOT_TITLE: Readonly<Record<string, string>> = { follow: "已关注公众号", post: "朋友圈", review: "评价已发布", video: "短视频已发布" };

/** A phone screenshot of a task done: a status bar, a title, a picture, and likes for a post. */
function screenshotSvg(type: string, seed: number): string {
  const hue = seed % 360;
  const likes = 20 + (seed % 40);
  const likesRow = type === "post" || type === "video" ? `<text x="24" y="560" font-family="sans-serif" font-size="22" fill="#576b95">♥ ${likes} 人觉得很赞</text>` : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640" viewBox="0 0 360 640" role="img" aria-label="screenshot">`,
    `<rect width="360" height="640" fill="#ededed"/><rect width="360" height="28" fill="#111"/>`,
    `<text x="16" y="19" font-family="sans-serif" font-size="13" fill="#fff">12:${String(seed % 60).padStart(2, "0")}</text>`,
    `<rect y="28" width="360" height="56" fill="#f7f7f7"/><text x="180" y="63" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#111">${escapeXml(SHOT_TITLE[type] ?? "")}</text>`,
    `<rect x="24" y="110" width="312" height="380" rx="10" fill="hsl(${hue} 70% 88%)"/>`,
    `<circle cx="180" cy="280" r="90" fill="none" stroke="#e27101" stroke-width="10"/><path d="M180 370v90" stroke="#d9b38c" stroke-width="8" stroke-linecap="round"/>`,
    likesRow,
    `</svg>`,
  ].join("");
}

export function promoAsset(store: Store, path: string): MockAsset | null {
  const qr = /^\/mock\/weixin-qr\/([1-9]\d{0,9})\.svg$/.exec(path);
  if (qr?.[1] !== undefined) {
    const account = own(store.promo.weixinAccounts, qr[1]);
    if (account === undefined) return null;
    return svg(qrSvg(`https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=${encodeURIComponent(account.account || account.name)}`, account.name));
  }
  const shot = /^\/mock\/screenshots\/(follow|post|review|video)-([1-9]\d{0,5})\.svg$/.exec(path);
  if (shot?.[1] !== undefined && shot[2] !== undefined) return svg(screenshotSvg(shot[1], Number(shot[2])));
  return null;
}
