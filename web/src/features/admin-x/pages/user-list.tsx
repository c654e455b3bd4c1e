/**
 * /admin/x/user-list (§2): every user, found by part of the mobile (digits) or the nickname,
 * narrowed by level; mobiles and emails masked (§5: the list is read over shoulders), with level
 * and company. Level 7 changes a user's level from here (granting someone new an admin level).
 */
import { useState } from "react";
import { USER_LEVELS, type PlatformUser } from "../../../../contract/http/platform.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DataList } from "../../../components/admin/data-list.tsx";
import { FilterBar, type FilterField } from "../../../components/admin/filter-bar.tsx";
import { useListQuery } from "../../../lib/admin/list-query.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePlatformUsers } from "../api/use-platform-users.ts";
import { useLevelText } from "../components/audit-entry.tsx";
import { LevelDrawer } from "../components/level-drawer.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { PAGE_SIZE } from "../components/purchase-list.tsx";
import { UserCard, useUserColumns } from "../components/user-columns.tsx";
import "../components/x.css";

const SPEC = { keyword: { kind: "text", max: 50 }, level_type: { kind: "enum", values: USER_LEVELS.map(String) } } as const;

export function UserListPage() {
  const t = useT("admin-x");
  const levelText = useLevelText();
  const { isSuper } = usePlatformLevel();
  const q = useListQuery(SPEC);
  const list = usePlatformUsers({
    page: q.page,
    limit: PAGE_SIZE,
    ...(q.filters.keyword ? { keyword: q.filters.keyword } : {}),
    ...(q.filters.level_type ? { level_type: Number(q.filters.level_type) as PlatformUser["level_type"] as 0 | 1 | 3 | 7 } : {}),
  });
  // Only asked by level 7 (who may grant), to know whether a 7 is the last one.
  const supers = usePlatformUsers({ page: 1, limit: 1, level_type: 7 });
  const [editing, setEditing] = useState<PlatformUser | null>(null);
  const onLevel = isSuper ? setEditing : null;
  const columns = useUserColumns(onLevel);
  const fields: FilterField[] = [
    { kind: "text", key: "keyword", label: t("user.keyword"), placeholder: t("user.keywordHint"), maxLength: 50 },
    { kind: "select", key: "level_type", label: t("user.col.level"), options: USER_LEVELS.map((l) => ({ value: String(l), label: levelText(l) })) },
  ];
  return (
    <AdminPage title={t("user.title")} backHref={adminPaths.x.index()}>
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={q.reset} />
      <DataList
        label={t("user.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(u) => u.id}
        card={(u) => <UserCard u={u} onLevel={onLevel} />}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={t("user.empty")}
        page={q.page}
        total={list.data?.total}
        limit={PAGE_SIZE}
        onPage={q.setPage}
      />
      <LevelDrawer user={editing} supers={supers.data?.total ?? 1} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
