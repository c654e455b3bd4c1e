/** /user/address-form (§2): a new address, or `?id=` to edit one; saved, then back to the list. */
import { useLocation, useSearch } from "wouter";
import type { AddressInput } from "../../../../contract/http/address.ts";
import { paths } from "../../../paths/paths.ts";
import { AddressForm } from "../../../components/address-form.tsx";
import { ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddressInfo } from "../api/use-address-info.ts";
import { useAddressSave } from "../api/use-address-save.ts";
import "../components/user.css";
import { queryId } from "../query-id.ts";

export function UserAddressFormPage() {
  const t = useT("user");
  const search = useSearch();
  const [, navigate] = useLocation();
  const rawId = new URLSearchParams(search).get("id");
  const id = queryId(search);
  const editing = rawId !== null;
  const info = useAddressInfo(id);
  const save = useAddressSave();
  const title = editing ? t("addressForm.titleEdit") : t("addressForm.titleNew");
  usePageTitle(title);

  const submit = async (input: Omit<AddressInput, "id">) => {
    try {
      await save.trigger(id === null ? input : { ...input, id });
      toast.success(t("addressForm.saved"));
      navigate(paths.user.address(), { replace: true });
    } catch {
      // The client has said why (a toast): the form stays as typed.
    }
  };

  let body;
  if (editing && id === null) body = <ErrorState message={t("error.badId")} />;
  else if (editing && info.isLoading) body = <LoadingState />;
  else if (editing && info.data === undefined) body = <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} />;
  else body = <AddressForm key={info.data?.id ?? "new"} initial={info.data ?? null} busy={save.isMutating} onSubmit={submit} />;

  return (
    <>
      <TopBar title={title} backHref={paths.user.address()} />
      <main className="page user-page">
        <section className="user-card">{body}</section>
      </main>
    </>
  );
}
