import { isWeChatBrowser } from "../../../lib/wechat.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { CodeLoginForm } from "../components/code-login-form.tsx";
import { LoginLayout } from "../components/login-layout.tsx";
import { WeChatLogin } from "../components/wechat-login.tsx";

/** /sugar-login (§2): the WeChat openid flow inside WeChat's browser; mobile + code elsewhere. */
export function SugarLoginPage() {
  const t = useT("login");
  const inWeChat = isWeChatBrowser();
  return (
    <LoginLayout>
      {inWeChat ? (
        <WeChatLogin />
      ) : (
        <>
          <CodeLoginForm methods={["mobile"]} />
          <p className="login-page__note">{t("outside.note")}</p>
        </>
      )}
    </LoginLayout>
  );
}
