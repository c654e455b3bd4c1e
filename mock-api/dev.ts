/**
 * Developer-only endpoints under `/__mock/` (not part of §7). They reveal secrets such as login
 * codes, so control.ts lets only loopback callers or holders of the control token reach them.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import type { Clock } from "./clock.ts";
import { languageOf, translator } from "./messages.ts";
import { queryObject } from "./request.ts";
import { sendEnvelope } from "./respond.ts";
import { codeTarget, latestLiveCode } from "./store/codes.ts";
import type { Store } from "./store/types.ts";

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (a dual-stack socket reports `::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  if (isIP(address) !== 6) return false;
  return address === "::1" || /^(?:0{1,4}:){7}0{0,3}1$/.test(address);
}

export interface DevDeps {
  readonly store: Store;
  readonly clock: Clock;
}

/** Answers the developer helpers under `/__mock/` once control.ts has checked the caller. */
export function serveDev(req: IncomingMessage, res: ServerResponse, path: string, search: string, deps: DevDeps): void {
  const t = translator(languageOf(req));
  if (path === "/__mock/codes" && (req.method === "GET" || req.method === "HEAD")) {
    // GET /__mock/codes?mobile=13800000001 (or email=): the newest live code, for scripts and e2e.
    const q = queryObject(search);
    if (q.mobile === undefined && q.email === undefined) return sendEnvelope(res, 422, 1, t("devNeedTarget"));
    const target = codeTarget({ mobile: q.mobile, email: q.email });
    const rec = latestLiveCode(deps.store, target, deps.clock.now());
    if (rec === null) return sendEnvelope(res, 404, 1, t("devNoCode"));
    return sendEnvelope(res, 200, 0, "ok", {
      ...(q.mobile !== undefined ? { mobile: q.mobile } : { email: q.email }),
      scene: rec.scene,
      code: rec.code,
      expires_at: rec.expiresAt,
    });
  }
  return sendEnvelope(res, 404, 1, t("notFound", { path }));
}
