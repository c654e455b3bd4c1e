/**
 * An address as the shop and contact forms take it: the region from the district picker (§2
 * address forms), then the street and building typed; composed into the one line the API keeps
 * (region-address.ts). The region may stay empty where the tree has none (Hong Kong, Macao).
 */
import "./shop.css";
import { DistrictPicker, type Region } from "../../../../components/district-picker.tsx";
import { TextAreaField } from "../../../../components/form-field.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { ADDRESS_MAX } from "./shop-form-rules.ts";

export interface AddressFieldsProps {
  region: Region | null;
  detail: string;
  onRegion: (r: Region) => void;
  onDetail: (v: string) => void;
  error?: string | undefined;
  /** The detail's label ("门店地址" / "收货地址"). */
  label: string;
}

export function AddressFields({ region, detail, onRegion, onDetail, error, label }: AddressFieldsProps) {
  const t = useT("admin-shop");
  return (
    <div className="shop-address">
      <DistrictPicker label={t("field.region")} value={region} onChange={onRegion} placeholder={t("field.regionPlaceholder")} />
      <TextAreaField
        label={label}
        name="address"
        value={detail}
        required
        rows={2}
        maxLength={ADDRESS_MAX}
        placeholder={region ? t("field.streetPlaceholder") : t("field.addressPlaceholder")}
        hint={region ? undefined : t("field.addressHint")}
        error={error}
        onChange={onDetail}
      />
    </div>
  );
}
