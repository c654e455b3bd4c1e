/** /admin/user/invite-list (§2): the people the merchant invited, newest first: who (mobile masked, §5), when, what it earned. */
import type { Invitee } from "../../../../../contract/http/manage.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { Img } from "../../../../components/image.tsx";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { useInviteList } from "../api/use-invite-list.ts";
import { useMoney } from "../money.ts";
import "../components/user.css";

const SPEC = {} as const;
const PAGE_SIZE = 20;

export function InviteListPage() {
  const t = useT("admin-user");
  const lang = useLanguage();
  const money = useMoney();
  const q = useListQuery(SPEC);
  const list = useInviteList(q.page, PAGE_SIZE);

  const columns: Column<Invitee>[] = [
    { key: "who", header: t("inviteList.who"), cell: (p) => <Person p={p} /> },
    { key: "reward", header: t("inviteList.reward"), align: "end", cell: (p) => (Number(p.reward) > 0 ? <strong className="ledger-in">{money.signed(p.reward)}</strong> : <span className="money-muted">{t("inviteList.noReward")}</span>) },
    { key: "time", header: t("inviteList.time"), cell: (p) => <span className="money-muted">{formatDateTime(p.create_time, lang)}</span> },
  ];

  return (
    <AdminPage title={t("inviteList.title")} backHref={adminPaths.user.invite()} subtitle={list.data ? t("inviteList.total", { n: list.data.total }) : undefined}>
      <DataList
        label={t("inviteList.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(p) => p.id}
        card={(p) => (
          <div className="money-item">
            <div className="money-item__line">
              <Person p={p} />
              {Number(p.reward) > 0 ? <strong className="ledger-in">{money.signed(p.reward)}</strong> : <span className="money-muted">{t("inviteList.noReward")}</span>}
            </div>
            <div className="money-item__line money-muted">
              <span>{t("inviteList.joined", { time: formatDateTime(p.create_time, lang) })}</span>
            </div>
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        emptyText={t("inviteList.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
    </AdminPage>
  );
}

function Person({ p }: { p: Invitee }) {
  return (
    <span className="invitee">
      <Img className="invitee__avatar" src={p.avatar ?? ""} alt="" />
      <span className="invitee__text">
        <span>{p.nickname || "—"}</span>
        {p.mobile ? <span className="money-muted">{p.mobile}</span> : null}
      </span>
    </span>
  );
}
