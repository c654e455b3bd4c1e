/** §2 Behaviour: a `token` query parameter becomes the accessToken cookie (app/boot.ts does it first). */
import { setToken } from "./cookie.ts";

/** Moves `?token=` into the cookie and strips it from the URL (it must not linger in history). */
export function adoptTokenFromUrl(): void {
  const url = new URL(location.href);
  const token = url.searchParams.get("token");
  if (!token) return;
  setToken(token);
  url.searchParams.delete("token");
  history.replaceState(history.state, "", url.pathname + url.search + url.hash);
}
