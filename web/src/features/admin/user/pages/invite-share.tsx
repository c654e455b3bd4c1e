/**
 * /admin/user/invite-share (§2): the invite poster: the company, the invitation and the QR code
 * of the invite link (drawn with the `qrcode` package), the code. Saved as a PNG with one tap
 * outside WeChat; inside WeChat (which does not download files) pressed and held to save or send,
 * and WeChat's own share menu sends the invite link with its title and picture (JS-SDK signed by
 * GET /api/weixin/js-config for this page).
 */
import { useEffect, useRef, useState } from "react";
import { PRODUCT } from "../../../../../contract/constants.ts";
import type { InviteInfo } from "../../../../../contract/http/manage.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { Button } from "../../../../components/button.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { saveFile } from "../../../../lib/admin/download.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useSession } from "../../../../lib/session.tsx";
import { isWeChatBrowser } from "../../../../lib/wechat.ts";
import { setWeChatShare, signedUrl } from "../../../../lib/wechat-share.ts";
import { useInviteInfo } from "../api/use-invite-info.ts";
import { useJsConfig } from "../api/use-js-config.ts";
import { CopyText } from "../components/copy-text.tsx";
import { drawInvitePoster, POSTER_H, POSTER_W } from "../components/invite-poster.ts";
import "../components/user.css";

export function InviteSharePage() {
  const t = useT("admin-user");
  const info = useInviteInfo();
  return (
    <AdminPage title={t("share.title")} backHref={adminPaths.user.invite()}>
      {info.data === undefined ? (
        info.error ? <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} /> : <LoadingState />
      ) : (
        <Poster info={info.data} />
      )}
    </AdminPage>
  );
}

function Poster({ info }: { info: InviteInfo }) {
  const t = useT("admin-user");
  const lang = useLanguage();
  const { company } = useSession();
  const inWeChat = isWeChatBrowser();
  const [png, setPng] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const companyName = company?.name || (lang === "en" ? PRODUCT.enTitle : PRODUCT.shortCompany);
  const file = `invite-${info.invite_code}.png`;

  useEffect(() => {
    let alive = true;
    setFailed(false);
    drawInvitePoster(info.invite_url, {
      company: companyName,
      headline: [t("share.headline1"), t("share.headline2")],
      subtitle: t("share.subtitle"),
      codeLabel: t("share.codeLabel"),
      code: info.invite_code,
      scan: t("share.scan"),
      footer: lang === "en" ? PRODUCT.enTitle : PRODUCT.title,
    }).then(
      (url) => alive && setPng(url),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [info.invite_url, info.invite_code, companyName, lang]);

  // WeChat's share menu: sign this page, then say what to share.
  const config = useJsConfig(inWeChat ? signedUrl(window.location.href) : null);
  const shared = useRef(false);
  useEffect(() => {
    if (!config.data || shared.current) return;
    shared.current = true;
    void setWeChatShare(config.data, {
      title: t("share.wxTitle", { company: companyName }),
      desc: t("share.wxDesc", { code: info.invite_code }),
      link: info.invite_url,
      imgUrl: new URL("/icons/favicon.svg", window.location.origin).href,
    });
  }, [config.data]);

  return (
    <div className="poster">
      <div className="poster__frame" style={{ aspectRatio: `${POSTER_W} / ${POSTER_H}` }}>
        {png !== null ? (
          <img className="poster__img" src={png} alt={t("share.alt", { code: info.invite_code })} data-invite-url={info.invite_url} />
        ) : failed ? (
          <ErrorState title={t("share.failed")} />
        ) : (
          <LoadingState label={t("share.drawing")} />
        )}
      </div>
      {inWeChat ? (
        <p className="poster__hint">{t("share.wechatHint")}</p>
      ) : (
        <Button block disabled={png === null} onClick={() => png !== null && saveFile(png, file)}>
          {t("share.save")}
        </Button>
      )}
      <CopyText text={info.invite_url} label={t("invite.copyLink")} done={t("invite.linkCopied")} button />
    </div>
  );
}
