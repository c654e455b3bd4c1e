/**
 * A fresh access token after the broker refused one (CONNACK 4/5). The API has no refresh call
 * (§7 lists none), so "fresh" means, in order:
 *   1. the accessToken cookie, when it now holds another token (the user logged in again, in
 *      this tab's login page or another tab, or a `?token=` link was opened): use that at once;
 *   2. else ask the API whether the refused token still works (GET /api/user/info). A 401 runs
 *      the §8 flow ("login timed out" toast, /sugar-login?redirect=<this page>) and the feed
 *      stops; a success means the token is good and the broker's refusal was something else, so
 *      the feed retries with it (once at once, then every 30 s, refusal.ts).
 */
import { userInfo } from "../../../contract/http/auth.ts";
import { getToken } from "../cookie.ts";
import { request, RequestError } from "../http.ts";
import type { TokenOutcome } from "./refusal.ts";

export async function freshToken(used: string): Promise<TokenOutcome> {
  const current = getToken();
  if (current !== undefined && current !== used) return { kind: "token", token: current };
  try {
    await request(userInfo, {});
  } catch (err) {
    if (err instanceof RequestError && err.status === 401) return { kind: "login" };
    return { kind: "unknown" };
  }
  const after = getToken();
  return after === undefined ? { kind: "login" } : { kind: "token", token: after };
}
