/**
 * The control plane under `/__mock/` (not part of §7): state export/import, fault rules, the
 * request journal, and the developer helpers of dev.ts (`/__mock/codes`).
 *
 * Who may use it: loopback callers that address the mock by IP or `localhost`, or anyone who
 * presents the control token (header `X-Mock-Control: <token>` or query `control_token=<token>`,
 * so a tester on a phone can open a URL). The Host check stops a web page from reaching a
 * developer's mock through DNS rebinding (evil.example resolving to 127.0.0.1).
 *
 *   GET    /__mock/state                 the state and its files as a tar download (?format=json: the state alone)
 *   PUT    /__mock/state                 replace the state (a tar archive, or a state JSON ≤ 64 MiB), then save it
 *   GET    /__mock/health                whether the state is safe on disk (the persister), the kept files
 *   GET    /__mock/faults                the rules, newest (first to match) first
 *   POST   /__mock/faults                add a rule (JSON body)
 *   DELETE /__mock/faults                remove every rule
 *   DELETE /__mock/faults/:id            remove one rule
 *   GET    /__mock/faults/apply?...      add a rule from a URL; answers a small HTML page
 *   GET    /__mock/faults/remove?id=     remove a rule from a URL; HTML
 *   GET    /__mock/journal?limit=&path=  the last requests, newest first
 *   DELETE /__mock/journal               forget them
 *   GET    /__mock/codes?mobile=         the newest live login code (dev.ts)
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Language } from "../web/contract/constants.ts";
import { hasControlToken, mayControl, presentedToken } from "./control-access.ts";
import { serveDev } from "./dev.ts";
import { ApiError } from "./errors.ts";
import { CONTROL_QUERY } from "./faults/page.ts";
import { languageOf, translator } from "./messages.ts";
import { ClientAborted, queryObject } from "./request.ts";
import { sendEnvelope } from "./respond.ts";

import { type Call, type ControlDeps, type ControlHandler } from "./control-call.ts";
import { addFault, applyFaultPage, clearFaults, listFaults, removeFault, removeFaultPage } from "./control-faults.ts";
import { clearJournal, completePayment, exportStateCall, healthCall, importStateCall, listJournal } from "./control-ops.ts";

export type { ControlDeps } from "./control-call.ts";
export { STATE_ARCHIVE_LIMIT_BYTES } from "./control-call.ts";
export const CONTROL_HEADER = "x-mock-control";
export { CONTROL_QUERY };
export { isLocalHostHeader, mayControl, type ControlCaller } from "./control-access.ts";

/** The control token from `X-Mock-Control` or `?control_token=`. */
export function presentedControlToken(req: IncomingMessage, search: string): string | null {
  return presentedToken(req.headers, search, CONTROL_HEADER);
}

const DENIED: Readonly<Record<Language, string>> = {
  "zh-CN": "仅允许本机访问，或携带控制令牌（X-Mock-Control 请求头或 control_token 参数）",
  en: "Only loopback callers, or callers with the control token (X-Mock-Control header or control_token= query), may use /__mock/",
};

/** path -> method -> handler. `/__mock/faults/:id` is matched separately. */
const TABLE: ReadonlyMap<string, ReadonlyMap<string, ControlHandler>> = new Map<string, Map<string, ControlHandler>>([
  ["/__mock/state", new Map([["GET", exportStateCall], ["PUT", importStateCall]])],
  ["/__mock/health", new Map([["GET", healthCall]])],
  ["/__mock/faults", new Map([["GET", listFaults], ["POST", addFault], ["DELETE", clearFaults]])],
  ["/__mock/faults/apply", new Map([["GET", applyFaultPage]])],
  ["/__mock/faults/remove", new Map([["GET", removeFaultPage]])],
  ["/__mock/journal", new Map([["GET", listJournal], ["DELETE", clearJournal]])],
  ["/__mock/pay", new Map([["POST", completePayment]])],
]);

/** Answers `/__mock/...`. */
export async function serveControl(req: IncomingMessage, res: ServerResponse, path: string, search: string, deps: ControlDeps): Promise<void> {
  const t = translator(languageOf(req));
  const caller = { remoteAddress: req.socket.remoteAddress, host: req.headers.host, token: presentedControlToken(req, search) };
  if (!mayControl(caller, deps.controlToken)) return sendEnvelope(res, 403, 1, DENIED[languageOf(req)]);
  if (path === "/__mock/codes") return serveDev(req, res, path, search, deps);

  const byToken = hasControlToken(caller, deps.controlToken);
  const call: Call = { req, res, path, query: queryObject(search), search, t, deps, byToken };
  const method = req.method === "HEAD" ? "GET" : (req.method ?? "");
  try {
    const byMethod = TABLE.get(path);
    const one = /^\/__mock\/faults\/([^/]+)$/.exec(path)?.[1];
    if (byMethod === undefined && one !== undefined) {
      if (method !== "DELETE") return sendEnvelope(res, 405, 1, t("methodNotAllowed", { path, method: req.method ?? "" }), null, { Allow: "DELETE" });
      return removeFault(call, decodeURIComponent(one));
    }
    if (byMethod === undefined) return sendEnvelope(res, 404, 1, t("notFound", { path }));
    const handler = byMethod.get(method);
    if (handler === undefined) {
      const allow = [...byMethod.keys()].join(", ");
      return sendEnvelope(res, 405, 1, t("methodNotAllowed", { path, method: req.method ?? "" }), null, { Allow: allow });
    }
    await handler(call);
  } catch (err) {
    if (err instanceof ClientAborted) return void res.destroy();
    // 413: the rest of the body is left unread, so the connection cannot be reused.
    if (err instanceof ApiError) return sendEnvelope(res, err.status, err.errorCode, err.message, err.data, err.status === 413 ? { Connection: "close" } : {});
    if (err instanceof URIError) return sendEnvelope(res, 400, 1, t("badRequest"));
    throw err; // server.ts records it as a problem and answers 500
  }
}

