/** `/__mock/faults`: the fault rules of faults/, listed, added and removed, also from a phone page. */
import type { ServerResponse } from "node:http";
import { TOKEN_COOKIE } from "../web/contract/constants.ts";
import { fromAnotherSite } from "./control-access.ts";
import { ApiError } from "./errors.ts";
import { describeRule, FaultRuleError, isFaultEngine, maskToken, type FaultEngine, type FaultRule } from "./faults/index.ts";
import { CONTROL_QUERY, cookieValue, faultPage, PAGE_HEADERS, ruleFromQuery, type PageLink } from "./faults/page.ts";
import { sendEnvelope } from "./respond.ts";

import { readJson, RULE_BODY_LIMIT_BYTES, type Call, type ControlDeps } from "./control-call.ts";

function engineOf(deps: ControlDeps): FaultEngine {
  if (!isFaultEngine(deps.faults)) throw new ApiError(501, "this mock-api was given its own fault seam; its rules cannot be managed here");
  return deps.faults;
}

/** A rule for the control API: the token masked, plus a one-line description. */
export function ruleView(rule: FaultRule): Record<string, unknown> {
  return { ...rule, ...(rule.token !== undefined ? { token: maskToken(rule.token) } : {}), description: describeRule(rule) };
}

export function listFaults({ res, deps }: Call): void {
  sendEnvelope(res, 200, 0, "ok", { rules: engineOf(deps).list().map(ruleView) });
}

function addRule(call: Call, input: unknown): FaultRule {
  const engine = engineOf(call.deps);
  let rule: FaultRule;
  try {
    rule = engine.add(input);
  } catch (err) {
    if (err instanceof FaultRuleError) throw new ApiError(422, err.message);
    throw err;
  }
  call.deps.log(`[mock-api] fault ${rule.id} added: ${describeRule(rule)} (by ${call.req.socket.remoteAddress ?? "?"})`);
  return rule;
}

export async function addFault(call: Call): Promise<void> {
  const rule = addRule(call, await readJson(call, RULE_BODY_LIMIT_BYTES, 400));
  sendEnvelope(call.res, 200, 0, "ok", ruleView(rule));
}

export function clearFaults({ res, deps }: Call): void {
  const removed = engineOf(deps).clear();
  deps.log(`[mock-api] faults cleared (${removed})`);
  sendEnvelope(res, 200, 0, "ok", { removed });
}

export function removeFault({ res, deps }: Call, id: string): void {
  if (!engineOf(deps).remove(id)) return sendEnvelope(res, 404, 1, `no fault rule ${id}`);
  deps.log(`[mock-api] fault ${id} removed`);
  sendEnvelope(res, 200, 0, "ok", { removed: 1 });
}

/** Links keep the control token the page was opened with, so they work on the same phone. */
function withToken(call: Call, href: string): string {
  const token = call.query[CONTROL_QUERY];
  if (token === undefined) return href;
  return `${href}${href.includes("?") ? "&" : "?"}${CONTROL_QUERY}=${encodeURIComponent(token)}`;
}

function sendPage(res: ServerResponse, status: number, html: string): void {
  const bytes = Buffer.from(html, "utf8");
  res.writeHead(status, { ...PAGE_HEADERS, "Content-Length": bytes.length });
  res.end(bytes);
}

/**
 * The two GETs that change something: a page on another site must not fire them at a developer's
 * loopback mock (`<img src=…/apply?…>`). Browsers say where a request comes from in
 * Sec-Fetch-Site; typed URLs are "none". A caller with the control token may come from anywhere
 * (a link in a chat app).
 */
function refusedCrossSite(call: Call): boolean {
  if (call.byToken || !fromAnotherSite(call.req.headers)) return false;
  sendPage(call.res, 403, faultPage({ ok: false, heading: "未执行 / Not done", lines: [`This link came from another site (Sec-Fetch-Site: ${String(call.req.headers["sec-fetch-site"])}): open it by typing the URL, or add ${CONTROL_QUERY}=…`] }));
  return true;
}

export function applyFaultPage(call: Call): void {
  const { res, req } = call;
  if (refusedCrossSite(call)) return;
  let rule: FaultRule;
  try {
    rule = addRule(call, ruleFromQuery(call.query, cookieValue(req.headers.cookie, TOKEN_COOKIE)));
  } catch (err) {
    const why = err instanceof FaultRuleError || err instanceof ApiError ? err.message : String(err);
    return sendPage(res, err instanceof ApiError ? err.status : 422, faultPage({ ok: false, heading: "规则无效 / Rule not added", lines: [why] }));
  }
  const links: PageLink[] = [
    { href: withToken(call, `/__mock/faults/remove?id=${encodeURIComponent(rule.id)}`), text: `移除规则 / Remove rule ${rule.id}` },
    { href: withToken(call, "/__mock/faults"), text: "所有规则 / All rules (JSON)" },
  ];
  sendPage(res, 200, faultPage({ ok: true, heading: `规则 ${rule.id} 已生效 / Rule ${rule.id} is active`, lines: [describeRule(rule)], links }));
}

export function removeFaultPage(call: Call): void {
  if (refusedCrossSite(call)) return;
  const id = call.query.id ?? "";
  const removed = id !== "" && engineOf(call.deps).remove(id);
  if (removed) call.deps.log(`[mock-api] fault ${id} removed`);
  const heading = removed ? `规则 ${id} 已移除 / Rule ${id} removed` : `没有规则 ${id} / No rule ${id}`;
  sendPage(call.res, removed ? 200 : 404, faultPage({ ok: removed, heading, lines: [], links: [{ href: withToken(call, "/__mock/faults"), text: "所有规则 / All rules (JSON)" }] }));
}

// ---- journal ----

