/**
 * The address form's checks (§5 "bad input always gets a clear error"): the recipient's real
 * name (§5 Chinese-name check), an 11-digit mainland mobile, a complete province → city →
 * district region and a one-line street address. Errors are `common` translation keys, one per
 * field, so the form shows each under its field. Mirrors AddressInput in the contract.
 */
import type { AddressInput } from "../../contract/http/address.ts";
import { isChineseName, isMobile } from "./validate.ts";

/** The contract's `line(120)` for the street address. */
export const ADDRESS_DETAIL_MAX = 120;

export interface AddressRegionIds {
  province_id: number;
  city_id: number;
  district_id: number;
}

export interface AddressFormValues {
  name: string;
  mobile: string;
  region: AddressRegionIds | null;
  detail: string;
  isDefault: boolean;
}

export type AddressField = "name" | "mobile" | "region" | "detail";

export type AddressErrorKey =
  | "address.error.nameRequired"
  | "address.error.nameChinese"
  | "address.error.mobileRequired"
  | "address.error.mobileInvalid"
  | "address.error.regionRequired"
  | "address.error.detailRequired"
  | "address.error.detailTooLong";

export type AddressErrors = Partial<Record<AddressField, AddressErrorKey>>;

export type AddressCheck = { ok: true; input: Omit<AddressInput, "id"> } | { ok: false; errors: AddressErrors };

// U+0000-U+001F, U+007F: a pasted tab or newline is not part of a one-line address.
const CONTROL = /[\u0000-\u001f\u007f]/;

export function validateAddress(v: AddressFormValues): AddressCheck {
  const errors: AddressErrors = {};
  const name = v.name.trim();
  const mobile = v.mobile.replace(/[\s-]/g, ""); // "138 0000 0001" as people type it
  const detail = v.detail.trim();
  if (name === "") errors.name = "address.error.nameRequired";
  else if (!isChineseName(name)) errors.name = "address.error.nameChinese";
  if (mobile === "") errors.mobile = "address.error.mobileRequired";
  else if (!isMobile(mobile)) errors.mobile = "address.error.mobileInvalid";
  if (v.region === null) errors.region = "address.error.regionRequired";
  if (detail === "" || CONTROL.test(detail)) errors.detail = "address.error.detailRequired";
  // UTF-16 units, as the contract counts them.
  else if (detail.length > ADDRESS_DETAIL_MAX) errors.detail = "address.error.detailTooLong";
  if (Object.keys(errors).length > 0 || v.region === null) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      mobile,
      province_id: v.region.province_id,
      city_id: v.region.city_id,
      district_id: v.region.district_id,
      detail,
      is_default: v.isDefault ? 1 : 0,
    },
  };
}
