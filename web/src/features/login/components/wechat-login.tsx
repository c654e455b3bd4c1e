/**
 * /sugar-login inside WeChat (§2, §7 Redirects): off to the openid auth page with this page as
 * returnUrl and a one-time state; back here with `code` and `state`, which become a session
 * through default/login { wx_code }. Coming back with the state and no code means the person
 * refused; the mobile form is always offered as the way out.
 *
 * A return that finds someone already logged in is a stale one: back from the app went through
 * the OAuth page again (which answered at once with a new code for the old state). It goes on to
 * `redirect` in place of this entry instead of saying "授权已失效" (issue 11).
 */
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { Button } from "../../../components/button.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { useAppConfig } from "../../../lib/app-config.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { consumeOAuthState, issueOAuthState, openidAuthUrl } from "../../../lib/wechat-oauth.ts";
import { useLogin } from "../api/use-login.ts";
import { CodeLoginForm } from "./code-login-form.tsx";
import { useFinishLogin, useRedirectTarget } from "./use-finish-login.ts";
import "./login.css";

type Phase = "redirecting" | "signingIn" | "denied" | "stateMismatch" | "failed" | "mobile";

export function WeChatLogin() {
  const t = useT("login");
  const params = new URLSearchParams(useSearch());
  const code = params.get("code");
  const state = params.get("state");
  const { user } = useSession();
  const [, navigate] = useLocation();
  // Decided on the first render only: the exchange below logs the user in before it navigates.
  const [stale] = useState(() => user !== null && (code !== null || state !== null));
  const [phase, setPhase] = useState<Phase>(code ? "signingIn" : state !== null ? "denied" : "redirecting");
  const [failure, setFailure] = useState<string | undefined>();
  const target = useRedirectTarget();
  const login = useLogin();
  const finish = useFinishLogin();
  const config = useAppConfig();
  // A WeChat code is good once: the exchange must not run twice (re-render, remount).
  const started = useRef(false);

  useEffect(() => {
    if (stale) navigate(target, { replace: true });
  }, [stale, navigate, target]);

  useEffect(() => {
    if (stale || started.current || phase !== "signingIn" || !code) return;
    started.current = true;
    if (!consumeOAuthState(state)) {
      setPhase("stateMismatch");
      return;
    }
    login
      .trigger({ wx_code: code })
      .then((res) => finish(res.access_token))
      .catch((err: unknown) => {
        setFailure(errorMessage(err));
        setPhase("failed");
      });
  }, [stale, phase, code, state, login, finish]);

  useEffect(() => {
    if (!stale && phase === "denied" && state !== null) consumeOAuthState(state);
  }, [stale, phase, state]);

  const configReady = config.data !== undefined;
  useEffect(() => {
    if (phase !== "redirecting" || !configReady) return;
    const returnUrl = `${location.origin}${paths.sugarLogin({ redirect: target })}`;
    location.replace(openidAuthUrl(config.data, returnUrl, issueOAuthState()));
  }, [phase, configReady, config.data, target]);

  if (stale) return <LoadingState label={t("wechat.signingIn")} />;
  if (phase === "mobile") return <CodeLoginForm methods={["mobile"]} />;

  const retry = () => {
    setFailure(undefined);
    setPhase("redirecting");
  };
  const useMobile = (
    <Button variant="ghost" onClick={() => setPhase("mobile")}>
      {t("wechat.useMobile")}
    </Button>
  );

  if (phase === "redirecting" && config.error !== undefined) {
    return (
      <div className="login-wechat">
        <ErrorState title={t("wechat.configError")} message={errorMessage(config.error)} onRetry={() => void config.reload()} />
        {useMobile}
      </div>
    );
  }
  if (phase === "redirecting" || phase === "signingIn") {
    return (
      <div className="login-wechat">
        <LoadingState label={t(phase === "redirecting" ? "wechat.redirecting" : "wechat.signingIn")} />
      </div>
    );
  }
  const title = phase === "denied" ? t("wechat.denied") : phase === "stateMismatch" ? t("wechat.stateMismatch") : t("wechat.failed");
  return (
    <div className="login-wechat">
      <ErrorState title={title} message={failure} onRetry={retry} retryLabel={t("wechat.retry")} />
      {useMobile}
    </div>
  );
}
