/**
 * /user/bind (§2): bind (or change) the mobile with a bind code; WeChat shown as linked, with
 * unbind behind a confirmation (refused while WeChat is the only way in), or a link to the
 * auth-bind page (§7 Redirects) inside WeChat when it is not linked.
 */
import { useEffect, useRef, useState } from "react";
import { useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { CodeField } from "../../../components/code-field.tsx";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { Button, Form, MobileField } from "../../../components/form-field.tsx";
import { errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useAppConfig } from "../../../lib/app-config.ts";
import { RequestError } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { maskEmail, maskPhone } from "../../../lib/mask.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { isMobile } from "../../../lib/validate.ts";
import { isWeChatBrowser } from "../../../lib/wechat.ts";
import { authBindUrl, consumeOAuthState, issueOAuthState } from "../../../lib/wechat-oauth.ts";
import { useBindAccount } from "../api/use-bind-account.ts";
import { useWeixinUnbind } from "../api/use-weixin-unbind.ts";
import "../components/user.css";

type BindErrorKey = "error.mobileRequired" | "error.mobileInvalid" | "error.mobileSame";

export function checkNewMobile(raw: string, current: string | null | undefined): { ok: true; mobile: string } | { ok: false; error: BindErrorKey } {
  const mobile = raw.replace(/[\s-]/g, "");
  if (mobile === "") return { ok: false, error: "error.mobileRequired" };
  if (!isMobile(mobile)) return { ok: false, error: "error.mobileInvalid" };
  if (mobile === current) return { ok: false, error: "error.mobileSame" };
  return { ok: true, mobile };
}

export function UserBindPage() {
  const t = useT("user");
  const { user, refresh } = useSession();
  usePageTitle(t("bind.title"));
  if (!user) return null;
  return (
    <>
      <TopBar title={t("bind.title")} backHref={paths.user.index()} />
      <main className="page user-page">
        <MobileSection current={user.mobile} onBound={refresh} />
        {user.email ? (
          <section className="user-card bind-row">
            <span className="bind-row__label">{t("bind.email")}</span>
            <span className="bind-row__value">{maskEmail(user.email)}</span>
          </section>
        ) : null}
        <WeChatSection openid={user.wx_openid} hasOtherLogin={Boolean(user.mobile || user.email)} onChanged={refresh} />
      </main>
    </>
  );
}

function MobileSection({ current, onBound }: { current: string | null | undefined; onBound: () => Promise<unknown> }) {
  const t = useT("user");
  const bind = useBindAccount();
  const [open, setOpen] = useState(!current);
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [mobileError, setMobileError] = useState<BindErrorKey | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();

  const getTarget = () => {
    const r = checkNewMobile(mobile, current);
    setMobileError(r.ok ? undefined : r.error);
    return r.ok ? { mobile: r.mobile } : null;
  };

  const submit = async () => {
    if (bind.isMutating) return;
    const r = checkNewMobile(mobile, current);
    const c = code === "" ? t("error.codeRequired") : /^\d{6}$/.test(code) ? undefined : t("error.codeInvalid");
    setMobileError(r.ok ? undefined : r.error);
    setCodeError(c);
    if (!r.ok || c !== undefined) return;
    try {
      await bind.trigger({ mobile: r.mobile, code });
      await onBound();
      toast.success(t("bind.success"));
      setMobile("");
      setCode("");
      setOpen(false);
    } catch (err) {
      if (!(err instanceof RequestError && err.handled)) setCodeError(errorMessage(err));
    }
  };

  return (
    <section className="user-card">
      <div className="bind-row">
        <span className="bind-row__label">{t("bind.mobile")}</span>
        <span className="bind-row__value">{current ? t("bind.mobile.bound", { mobile: maskPhone(current) }) : t("bind.none")}</span>
        {current && !open && (
          <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
            {t("bind.mobile.change")}
          </Button>
        )}
      </div>
      {open && (
        <Form onSubmit={() => void submit()} aria-label={current ? t("bind.mobile.change") : t("bind.mobile.add")}>
          <MobileField
            label={t("bind.newMobile")}
            value={mobile}
            placeholder={t("bind.newMobilePlaceholder")}
            error={mobileError && t(mobileError)}
            onChange={(v) => {
              setMobile(v);
              if (mobileError) setMobileError(undefined);
            }}
          />
          <CodeField
            scene="bind"
            scope={`bind:${mobile.trim()}`}
            value={code}
            error={codeError}
            getTarget={getTarget}
            onChange={(v) => {
              setCode(v);
              if (codeError) setCodeError(undefined);
            }}
          />
          <Button type="submit" block loading={bind.isMutating}>
            {t("bind.submit")}
          </Button>
        </Form>
      )}
    </section>
  );
}

function WeChatSection({ openid, hasOtherLogin, onChanged }: { openid: string | null | undefined; hasOtherLogin: boolean; onChanged: () => Promise<unknown> }) {
  const t = useT("user");
  const unbind = useWeixinUnbind();
  const config = useAppConfig();
  const search = useSearch();
  const [confirm, setConfirm] = useState(false);
  const linked = Boolean(openid);

  // Back from the auth-bind page (state in the query): reload the user to see whether it took.
  const returned = useRef(false);
  useEffect(() => {
    const state = new URLSearchParams(search).get("state");
    if (returned.current || state === null) return;
    returned.current = true;
    if (!consumeOAuthState(state)) return;
    void onChanged().then((u) => {
      if (u && typeof u === "object" && "wx_openid" in u && u.wx_openid) toast.success(t("bind.wechat.bindDone"));
    });
  }, [search, onChanged, t]);

  const bindHref = (() => {
    if (linked || !isWeChatBrowser() || config.data === undefined) return undefined;
    const back = `${location.origin}${paths.user.bind()}`;
    return authBindUrl(config.data, back, issueOAuthStateOnce(), paths.user.bind());
  })();

  return (
    <section className="user-card">
      <div className="bind-row">
        <span className="bind-row__label">{t("bind.wechat")}</span>
        <span className="bind-row__value">{linked ? t("bind.wechat.bound") : t("bind.none")}</span>
        {linked && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              if (!hasOtherLogin) toast.error(t("bind.wechat.unbindOnly"));
              else setConfirm(true);
            }}
          >
            {t("bind.wechat.unbind")}
          </Button>
        )}
        {!linked && bindHref !== undefined && (
          <a className="button button--secondary button--sm" href={bindHref}>
            {t("bind.wechat.bind")}
          </a>
        )}
      </div>
      {!linked && bindHref === undefined && <p className="user-card__hint">{t("bind.wechat.bindHint")}</p>}
      {linked && !hasOtherLogin && <p className="user-card__hint">{t("bind.wechat.unbindOnly")}</p>}
      <ConfirmDrawer
        open={confirm}
        danger
        title={t("bind.wechat.unbindConfirm")}
        message={t("bind.wechat.unbindText")}
        confirmLabel={t("bind.wechat.unbind")}
        onClose={() => setConfirm(false)}
        onConfirm={async () => {
          await unbind.trigger({});
          await onChanged();
          toast.success(t("bind.wechat.unbound"));
        }}
      />
    </section>
  );
}

/** One state per page view: the link must not change (and forget the last state) on every render. */
let pageState: string | undefined;
function issueOAuthStateOnce(): string {
  pageState ??= issueOAuthState();
  return pageState;
}
