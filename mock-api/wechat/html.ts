/**
 * The look of the WeChat stand-in pages: one small document shell in WeChat's own style (white
 * sheet, green primary button #07c160), plus the headers and writers every page shares. These
 * pages are not the app: they carry their own strict CSP (inline style only, no script at all).
 */
import type { ServerResponse } from "node:http";
import { BASE_HEADERS } from "../respond.ts";

/** No script, no frames, forms post only back here, pictures from the mock (avatars, logo). */
export const WECHAT_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "frame-ancestors 'none'", // the allow button must not be clickjacked
].join("; ");

const PAGE_HEADERS = {
  ...BASE_HEADERS,
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": WECHAT_PAGE_CSP,
  "X-Frame-Options": "DENY",
  // "same-origin", not "no-referrer": with no-referrer a browser sends `Origin: null` on the
  // form POST, and the POST handlers check Origin.
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
} as const;

/** Text and attribute values alike: & < > " ' (the five that can end a value or open a tag). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A tagged template that escapes every interpolation unless it is already `Html`. */
export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

export type HtmlValue = string | number | Html | readonly Html[] | null | undefined | false;

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0] ?? "";
  values.forEach((v, i) => {
    if (v instanceof Html) out += v.text;
    else if (Array.isArray(v)) out += (v as readonly Html[]).map((h) => h.text).join("");
    else if (v !== null && v !== undefined && v !== false) out += escapeHtml(String(v));
    out += strings[i + 1] ?? "";
  });
  return new Html(out);
}

const CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#ededed;color:#191919;font:16px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
.bar{height:44px;display:flex;align-items:center;justify-content:center;background:#ededed;font-size:17px;font-weight:500;border-bottom:1px solid #d9d9d9}
.sheet{max-width:480px;margin:0 auto;min-height:calc(100vh - 44px);background:#fff;padding:32px 24px 24px}
.app{display:flex;align-items:center;gap:12px;padding-bottom:20px;border-bottom:1px solid #eee}
.app img{width:48px;height:48px;border-radius:8px}
.app b{font-size:17px}
h1{font-size:20px;font-weight:500;margin:24px 0 8px}
.lead{color:#7f7f7f;font-size:14px;margin:0 0 20px}
.ids{border:0;margin:0 0 24px;padding:0;min-width:0}
.ids legend{font-size:14px;color:#7f7f7f;padding:0;margin-bottom:8px}
.id{display:flex;align-items:center;gap:12px;min-height:64px;padding:8px 12px;border:1px solid #e5e5e5;border-radius:8px;margin-bottom:8px;cursor:pointer}
.id:has(input:checked){border-color:#07c160;background:#f2fbf6}
.id input{width:20px;height:20px;accent-color:#07c160;margin:0}
.id img{width:40px;height:40px;border-radius:50%;background:#eee}
.id span{display:flex;flex-direction:column;min-width:0;flex:1}
.id small{color:#b2b2b2;font-size:12px;overflow-wrap:anywhere}
.id .new{flex:none;width:40px;height:40px;border-radius:50%;background:#07c160;color:#fff;display:flex;align-items:center;justify-content:center;font-size:24px}
.who{display:flex;align-items:center;gap:12px;padding:12px;background:#f7f7f7;border-radius:8px;margin-bottom:20px}
.who img{width:40px;height:40px;border-radius:50%}
.btns{display:flex;flex-direction:column;align-items:center;gap:12px;margin-top:8px}
button,.btn{display:flex;align-items:center;justify-content:center;width:184px;min-height:44px;border:0;border-radius:6px;font:inherit;font-weight:500;font-size:17px;text-decoration:none;cursor:pointer}
.allow{background:#07c160;color:#fff}
.deny{background:#f2f2f2;color:#07c160}
.err{color:#fa5151}
.note{color:#b2b2b2;font-size:12px;text-align:center;margin-top:32px}
`;

/** A whole document around `body`. */
export function page(title: string, body: Html): string {
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${new Html(CSS)}</style>
</head>
<body>
<div class="bar">${title}</div>
<main class="sheet">
${body}
<p class="note">模拟微信授权页（mock-api 本地替身，非微信官方页面）</p>
</main>
</body>
</html>
`.text;
}

export function sendPage(res: ServerResponse, status: number, document: string, headOnly = false, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const bytes = Buffer.from(document, "utf8");
  res.writeHead(status, { ...PAGE_HEADERS, ...headers, "Content-Length": bytes.length });
  res.end(headOnly ? undefined : bytes);
}

/** 302 to a same-origin location the caller has already checked (see redirect.ts). */
export function sendRedirect(res: ServerResponse, location: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(302, { ...BASE_HEADERS, Location: location, "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "Content-Length": 0 });
  res.end();
}
