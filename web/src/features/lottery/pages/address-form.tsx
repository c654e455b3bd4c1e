/**
 * /lottery/address-form?id&record_id: add or edit an address with the shared form
 * (components/address-form.tsx: Chinese-name check, district picker, field messages), then back
 * to choosing the gift's address.
 */
import { useLocation, useSearch } from "wouter";
import type { AddressInput } from "../../../../contract/http/address.ts";
import { paths } from "../../../paths/paths.ts";
import { AddressForm } from "../../../components/address-form.tsx";
import { ErrorState, errorMessage, LoadingState } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddressInfo } from "../api/use-address-info.ts";
import { useAddressSave } from "../api/use-address-save.ts";
import { LoginNeeded } from "../components/login-needed.tsx";
import "../components/lottery.css";

function positive(v: string | null): number | undefined {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function LotteryAddressFormPage() {
  const t = useT("pages");
  const q = new URLSearchParams(useSearch());
  const id = positive(q.get("id"));
  const recordId = positive(q.get("record_id"));
  const title = id === undefined ? t("lottery.addAddress") : t("lottery.editAddress");
  usePageTitle(title);
  const { user } = useSession();
  const [, navigate] = useLocation();
  const info = useAddressInfo(user !== null && id !== undefined ? id : null);
  const save = useAddressSave();
  const back = paths.lottery.address({ record_id: recordId });

  const submit = async (input: Omit<AddressInput, "id">) => {
    try {
      await save.trigger(id === undefined ? input : { ...input, id });
      toast.success(t("lottery.addressSavedBook"));
      navigate(back, { replace: true });
    } catch {
      // The client showed the server's reason.
    }
  };

  let body;
  if (!user) body = <LoginNeeded />;
  else if (id !== undefined && info.isLoading) body = <LoadingState />;
  else if (id !== undefined && !info.data) body = <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} />;
  else body = <AddressForm key={info.data?.id ?? "new"} initial={info.data ?? null} busy={save.isMutating} onSubmit={submit} />;

  return (
    <>
      <TopBar title={title} backHref={back} />
      <main className="page lottery">{body}</main>
    </>
  );
}
