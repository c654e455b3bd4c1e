/**
 * The people who run the company: the owner first, never removable, then the operators; removing
 * one asks first.
 */
import { useState } from "react";
import type { Operator } from "../../../../../contract/http/company.ts";
import { DetailSection, StatusBadge } from "../../../../components/admin/detail.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Button } from "../../../../components/form-field.tsx";
import { Img } from "../../../../components/image.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { maskPhone } from "../../../../lib/mask.ts";
import { toast } from "../../../../lib/toast.ts";
import { useCompanyUsers } from "../api/use-company-users.ts";
import { useOperatorRemove } from "../api/use-operator-remove.ts";
import "./shop.css";

export function OperatorsSection({ canManage, selfId }: { canManage: boolean; selfId: number | undefined }) {
  const t = useT("admin-shop");
  const list = useCompanyUsers();
  const remove = useOperatorRemove();
  const [removing, setRemoving] = useState<Operator | null>(null);

  let content;
  if (list.isLoading) content = <LoadingState />;
  else if (list.items.length === 0 && list.error !== undefined) content = <ErrorState message={errorMessage(list.error)} onRetry={list.retry} />;
  else
    content = (
      <ul className="shop-people" role="list">
        {list.items.map((p) => (
          <li key={p.user_id} className="shop-person">
            <Img className="shop-person__avatar" src={p.avatar ?? ""} alt="" />
            <span className="shop-two-lines">
              <strong>
                {p.nickname || maskPhone(p.mobile)}
                {p.user_id === selfId ? <span className="admin-muted">{t("settings.you")}</span> : null}
              </strong>
              <span className="admin-muted">
                {maskPhone(p.mobile)} · {t("settings.joined", { time: formatDateTime(p.create_time).slice(0, 10) })}
              </span>
            </span>
            {p.role === "owner" ? <StatusBadge tone="warning">{t("settings.owner")}</StatusBadge> : <StatusBadge tone="info">{t("settings.operator")}</StatusBadge>}
            {canManage && p.role !== "owner" && (
              <Button size="sm" variant="ghost" className="shop-danger-text" onClick={() => setRemoving(p)}>
                {t("settings.remove")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <DetailSection title={t("settings.people", { n: list.total ?? list.items.length })}>
      {content}
      {list.hasMore && (
        <Button variant="ghost" size="sm" loading={list.isLoadingMore} onClick={list.loadMore}>
          {t("settings.more")}
        </Button>
      )}
      <ConfirmDrawer
        open={removing !== null}
        title={t("settings.removeTitle")}
        message={removing ? t("settings.removeText", { who: removing.nickname || maskPhone(removing.mobile) }) : undefined}
        confirmLabel={t("settings.removeConfirm")}
        danger
        onConfirm={async () => {
          if (removing === null) return;
          await remove.trigger({ user_id: removing.user_id });
          toast.success(t("settings.removed", { who: removing.nickname || maskPhone(removing.mobile) }));
        }}
        onClose={() => setRemoving(null)}
      />
    </DetailSection>
  );
}
