/** One address in the list: recipient, masked mobile, region and street; edit and delete. */
import { Link } from "wouter";
import type { Address } from "../../../../contract/http/address.ts";
import { paths } from "../../../paths/paths.ts";
import { regionText } from "../../../components/district-picker.tsx";
import { Button, buttonClassName } from "../../../components/button.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { maskPhone } from "../../../lib/mask.ts";
import "./user.css";

export function AddressCard({ address, onDelete }: { address: Address; onDelete: (a: Address) => void }) {
  const t = useT("user");
  return (
    <article className="address-card" aria-label={`${address.name} ${regionText(address)}`}>
      <div className="address-card__head">
        <strong>{address.name}</strong>
        <span>{maskPhone(address.mobile)}</span>
        {address.is_default === 1 && <span className="address-card__default">{t("address.isDefault")}</span>}
      </div>
      <p className="address-card__text">
        {regionText(address)} {address.detail}
      </p>
      <div className="address-card__actions">
        <Link className={buttonClassName("ghost", { size: "sm" })} href={paths.user.addressForm({ id: address.id })}>
          {t("address.edit")}
        </Link>
        <Button variant="ghost" size="sm" onClick={() => onDelete(address)}>
          {t("address.delete")}
        </Button>
      </div>
    </article>
  );
}
