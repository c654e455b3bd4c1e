/**
 * /admin/user/invite (§2): the merchant's invite programme: the code and the link to share
 * (copied with one tap), how many joined and what it earned, the rules, and the ways to the
 * people invited and to the share poster.
 */
import { Link } from "wouter";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { buttonClassName } from "../../../../components/button.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { useInviteInfo } from "../api/use-invite-info.ts";
import { CopyText } from "../components/copy-text.tsx";
import { useMoney } from "../money.ts";
import "../components/user.css";

export function InvitePage() {
  const t = useT("admin-user");
  const money = useMoney();
  const info = useInviteInfo();
  const data = info.data;

  return (
    <AdminPage title={t("invite.title")} backHref={adminPaths.user.index()}>
      {data === undefined ? (
        info.error ? <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} /> : <LoadingState />
      ) : (
        <>
          <section className="invite-hero" aria-label={t("invite.code")}>
            <p className="invite-hero__label">{t("invite.code")}</p>
            <p className="invite-hero__code" data-testid="invite-code">
              {data.invite_code}
            </p>
            <CopyText text={data.invite_code} label={t("invite.copyCode")} done={t("invite.codeCopied")} />
            <p className="invite-hero__text">{t("invite.pitch")}</p>
          </section>
          <dl className="ledger-totals ledger-totals--two" aria-label={t("invite.results")}>
            <div>
              <dt>{t("invite.count")}</dt>
              <dd className="ledger-totals__value">
                <Link href={adminPaths.user.inviteList()} className="money-plain-link">
                  {t("invite.countN", { n: data.invite_count })}
                </Link>
              </dd>
            </div>
            <div>
              <dt>{t("invite.reward")}</dt>
              <dd className="ledger-totals__value ledger-totals__value--success">{money.exact(data.reward_total)}</dd>
            </div>
          </dl>
          <DetailSection title={t("invite.link")}>
            <p className="invite-link money-mono">{data.invite_url}</p>
            <div className="money-actions money-actions--row">
              <CopyText text={data.invite_url} label={t("invite.copyLink")} done={t("invite.linkCopied")} button />
              <Link href={adminPaths.user.inviteShare()} className={buttonClassName("primary")}>
                {t("invite.poster")}
              </Link>
            </div>
          </DetailSection>
          <DetailSection title={t("invite.rules")}>
            <ol className="invite-rules">
              <li>{t("invite.rule1")}</li>
              <li>{t("invite.rule2")}</li>
              <li>{t("invite.rule3")}</li>
            </ol>
            <Link href={adminPaths.user.inviteList()}>{t("invite.toList")}</Link>
          </DetailSection>
        </>
      )}
    </AdminPage>
  );
}
