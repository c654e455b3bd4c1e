/** /user/address (§2): the caller's addresses (default first); add, edit, delete with confirmation. */
import { useState } from "react";
import { Link } from "wouter";
import { ADDRESS_LIMIT, type Address } from "../../../../contract/http/address.ts";
import { paths } from "../../../paths/paths.ts";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { buttonClassName } from "../../../components/button.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddressDelete } from "../api/use-address-delete.ts";
import { useAddressList } from "../api/use-address-list.ts";
import { AddressCard } from "../components/address-card.tsx";
import "../components/user.css";

export function UserAddressPage() {
  const t = useT("user");
  const list = useAddressList();
  const remove = useAddressDelete();
  const [deleting, setDeleting] = useState<Address | null>(null);
  usePageTitle(t("address.title"));
  const rows = list.data?.list;
  const full = rows !== undefined && rows.length >= ADDRESS_LIMIT;

  let body;
  if (list.isLoading) body = <LoadingState />;
  else if (list.error !== undefined && rows === undefined) body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.reload()} />;
  else if (!rows || rows.length === 0) body = <EmptyState title={t("address.empty")} text={t("address.emptyText")} />;
  else
    body = (
      <ul className="user-list paged-list__items" role="list">
        {rows.map((a) => (
          <li key={a.id}>
            <AddressCard address={a} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <TopBar title={t("address.title")} backHref={paths.user.index()} />
      <main className="page user-page">
        {body}
        <div className="user-footer-action">
          {full ? (
            <p className="user-card__hint">{t("address.limit", { n: ADDRESS_LIMIT })}</p>
          ) : (
            <Link className={buttonClassName("primary", { block: true })} href={paths.user.addressForm()}>
              {t("address.add")}
            </Link>
          )}
        </div>
      </main>
      <ConfirmDrawer
        open={deleting !== null}
        danger
        title={t("address.deleteConfirm")}
        message={deleting ? `${deleting.name} ${deleting.province}${deleting.city}${deleting.district}${deleting.detail}` : undefined}
        confirmLabel={t("address.delete")}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.trigger({ id: deleting.id });
          toast.success(t("address.deleted"));
        }}
      />
    </>
  );
}
