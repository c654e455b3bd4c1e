/**
 * The app user of a same-origin request that is not an API call (a stand-in page, a file
 * download): read from the `accessToken` cookie the web app keeps (§9). API calls never use this:
 * they take the token from the Authorization header only (§7).
 */
import type { IncomingMessage } from "node:http";
import { TOKEN_COOKIE } from "../web/contract/constants.ts";
import { userOfToken } from "./store/tokens.ts";
import type { Store, UserRecord } from "./store/types.ts";

export function cookieUser(req: IncomingMessage, store: Store, nowMs: number): UserRecord | null {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== TOKEN_COOKIE) continue;
    let token: string;
    try {
      token = decodeURIComponent(part.slice(eq + 1).trim()); // the app URI-encodes cookie values
    } catch {
      continue;
    }
    if (!/^[A-Za-z0-9._~+/=-]{1,512}$/.test(token)) continue;
    const user = userOfToken(store, token, nowMs);
    if (user !== null) return user;
  }
  return null;
}
