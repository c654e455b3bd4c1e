/**
 * The phone URL `/__mock/faults/apply?...`: its query as a rule, and the tiny HTML page the
 * tester's phone shows. Everything echoed is escaped; the page runs no script and loads nothing
 * (CSP default-src 'none').
 */
import type { OutgoingHttpHeaders } from "node:http";
import { BASE_HEADERS } from "../respond.ts";
import { FaultRuleError } from "./index.ts";

/** The query parameter that carries the control token (control.ts). */
export const CONTROL_QUERY = "control_token";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PageLink {
  readonly href: string;
  readonly text: string;
}

export const PAGE_HEADERS: OutgoingHttpHeaders = {
  ...BASE_HEADERS,
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  // The URL may carry the control token: do not hand it to another site in a Referer.
  "Referrer-Policy": "no-referrer",
};

/** A mobile-sized page: a heading (zh and en), some lines and links. */
export function faultPage(page: { ok: boolean; heading: string; lines: readonly string[]; links?: readonly PageLink[] }): string {
  const colour = page.ok ? "#e27101" : "#c62828"; // the sugar orange; red for a refusal
  const lines = page.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n");
  const links = (page.links ?? []).map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></p>`).join("\n");
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.heading)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 16px; color: #222; }
h1 { font-size: 20px; color: ${colour}; margin: 0 0 12px; }
p { margin: 8px 0; word-break: break-word; }
a { display: inline-block; min-height: 44px; line-height: 44px; color: ${colour}; }
</style>
</head>
<body>
<h1>${escapeHtml(page.heading)}</h1>
${lines}
${links}
</body>
</html>
`;
}

const APPLY_PARAMS = new Set(["path", "method", "status", "api_error", "msg", "delay", "hang", "drop", "times", "me", "token", "id", CONTROL_QUERY]);

/** A number from a query value; "" is not 0 (so `delay=` is refused, not a 0 ms delay). */
const num = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

/** The query of `/__mock/faults/apply` as a rule input (checked by the same schema as POST). */
export function ruleFromQuery(q: Readonly<Record<string, string>>, cookieToken: string | undefined): Record<string, unknown> {
  const unknown = Object.keys(q).find((k) => !APPLY_PARAMS.has(k));
  if (unknown !== undefined) throw new FaultRuleError(`${unknown}: unknown parameter`);
  const kinds = ["status", "api_error", "delay", "hang", "drop"].filter((k) => q[k] !== undefined);
  if (kinds.length !== 1) throw new FaultRuleError("give exactly one of status=, api_error=1, delay=MS, hang=1 or drop=1");
  const msg = q.msg !== undefined ? { msg: q.msg } : {};
  const action =
    q.status !== undefined ? { kind: "status", status: num(q.status), ...msg }
    : q.api_error !== undefined ? { kind: "apiError", ...msg }
    : q.delay !== undefined ? { kind: "delay", ms: num(q.delay) }
    : q.hang !== undefined ? { kind: "hang" }
    : { kind: "drop" };
  if (q.me === "1" && q.token !== undefined) throw new FaultRuleError("give me=1 or token=, not both");
  if (q.me !== undefined && q.me !== "1") throw new FaultRuleError("me: must be 1");
  let token = q.token;
  if (q.me === "1") {
    if (cookieToken === undefined || cookieToken === "") {
      throw new FaultRuleError("me=1: this browser has no accessToken cookie; log in to the app in this browser first, then open this URL again");
    }
    token = cookieToken;
  }
  const method = q.method === undefined ? undefined : q.method === "any" ? "any" : q.method.toUpperCase();
  return {
    path: q.path,
    ...(method !== undefined ? { method } : {}),
    action,
    ...(q.times !== undefined ? { times: num(q.times) } : {}),
    ...(token !== undefined ? { token } : {}),
    ...(q.id !== undefined ? { id: q.id } : {}),
  };
}

/** One cookie's value from a Cookie header (values are URI-encoded by the web app). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
