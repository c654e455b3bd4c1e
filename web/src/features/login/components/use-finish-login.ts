/**
 * §4 login success: the token is stored 30 days and the user loaded (session.signIn), then the
 * page goes to `redirect` when it is a same-origin path (safe-redirect.ts), else home.
 */
import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { STORAGE_KEYS } from "../../../../contract/constants.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { safeRedirect } from "../../../lib/safe-redirect.ts";
import { useSession } from "../../../lib/session.tsx";
import { writeString } from "../../../lib/storage.ts";
import { toast } from "../../../lib/toast.ts";
import { afterLoginPath } from "../validation.ts";

/** The `redirect` query of this page, already made safe. */
export function useRedirectTarget(): string {
  const search = useSearch();
  return afterLoginPath(safeRedirect(new URLSearchParams(search).get("redirect")));
}

export function useFinishLogin(): (token: string) => Promise<void> {
  const t = useT("login");
  const { signIn } = useSession();
  const [, navigate] = useLocation();
  const target = useRedirectTarget();
  return useCallback(
    async (token: string) => {
      const user = await signIn(token);
      // §4: logout clears "the stored openid": a WeChat user's openid is kept for the pay pages.
      if (user?.wx_openid) writeString(STORAGE_KEYS.openid, user.wx_openid);
      toast.success(t("success"));
      navigate(target, { replace: true });
    },
    [signIn, navigate, target, t],
  );
}
