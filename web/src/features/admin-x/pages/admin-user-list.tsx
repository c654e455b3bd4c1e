/**
 * /admin/x/admin-user-list (§2): who holds an admin level (1, 3 or 7), the highest first, and what
 * each level may do. Who may grant what (contract platform.ts set-level): only level 7 grants or
 * takes away a level, its own included, except that the last level 7 keeps its own (the page says
 * so on that row and in the drawer); a new admin is found on /admin/x/user-list.
 */
import { useState } from "react";
import { Link } from "wouter";
import type { PlatformUser } from "../../../../contract/http/platform.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DataList } from "../../../components/admin/data-list.tsx";
import { DetailSection } from "../../../components/admin/detail.tsx";
import { useListQuery } from "../../../lib/admin/list-query.ts";
import { useSession } from "../../../lib/session.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { useAdminList } from "../api/use-admin-list.ts";
import { usePlatformUsers } from "../api/use-platform-users.ts";
import { LevelDrawer } from "../components/level-drawer.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { PAGE_SIZE } from "../components/purchase-list.tsx";
import { UserCard, useUserColumns } from "../components/user-columns.tsx";
import "../components/x.css";

const SPEC = {} as const;

export function AdminUserListPage() {
  const t = useT("admin-x");
  const { user } = useSession();
  const { isSuper } = usePlatformLevel();
  const q = useListQuery(SPEC);
  const list = useAdminList({ page: q.page, limit: PAGE_SIZE });
  const supers = usePlatformUsers({ page: 1, limit: 1, level_type: 7 });
  const supersN = supers.data?.total ?? 1;
  const [editing, setEditing] = useState<PlatformUser | null>(null);
  const onLevel = isSuper ? setEditing : null;
  const columns = useUserColumns(onLevel);
  const lastSuper = isSuper && user !== null && supersN <= 1;

  return (
    <AdminPage title={t("admins.title")} backHref={adminPaths.x.index()}>
      <DetailSection title={t("admins.rules")}>
        <ul className="x-rules" role="list">
          {([1, 3, 7] as const).map((l) => (
            <li key={l}>
              <strong>{t(`levelName.${l}`)}</strong>
              <span className="admin-muted">{t(`level.can.${l}`)}</span>
            </li>
          ))}
        </ul>
        <p className="admin-muted">{isSuper ? t("admins.grantRule") : t("admins.grantRuleOthers")}</p>
        {lastSuper && <p className="x-note">{t("admins.lastSuper")}</p>}
        {isSuper && (
          <Link href={adminPaths.x.userList()} className="x-inline-link">
            {t("admins.findUser")}
          </Link>
        )}
      </DetailSection>
      <DataList
        label={t("admins.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(u) => u.id}
        card={(u) => <UserCard u={u} onLevel={onLevel} />}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        emptyText={t("admins.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
      <LevelDrawer user={editing} supers={supersN} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
