/**
 * The printer settings form's rules (manage-device/save): a name of 1–30 characters, a shop, an
 * AI drawing price above 0 and at most AI_PRICE_MAX with at most 2 decimals, the four §3
 * switches; and what a save sends: only what changed (the call changes only the fields given).
 */
import { AI_PRICE_MAX, type DeviceInfo } from "../../../../contract/http/manage-device.ts";
import { checkFields, type FieldErrors } from "../../../lib/admin/form-errors.ts";

export const NAME_MAX = 30;

export type SettingsField = "name" | "shop_id" | "ai_price";
export const SETTINGS_FIELDS: readonly SettingsField[] = ["name", "shop_id", "ai_price"];

export interface SettingsDraft {
  name: string;
  /** "" = none chosen. */
  shop_id: string;
  ai_price: string;
  is_open_weixin_pay: boolean;
  is_open_game: boolean;
  is_second_half: boolean;
  is_open_phone_activity: boolean;
}

export function draftOf(info: DeviceInfo): SettingsDraft {
  return {
    name: info.name,
    shop_id: info.shop === null ? "" : String(info.shop.id),
    ai_price: Number(info.ai_price).toFixed(2),
    is_open_weixin_pay: info.is_open_weixin_pay === 1,
    is_open_game: info.is_open_game === 1,
    is_second_half: info.is_second_half === 1,
    is_open_phone_activity: info.is_open_phone_activity === 1,
  };
}

export type RuleMessage = "nameRequired" | "nameTooLong" | "shopRequired" | "priceBad" | "priceTooHigh";

export function settingsErrors(d: SettingsDraft, bound: boolean, msg: (key: RuleMessage) => string): FieldErrors<SettingsField> {
  return checkFields<SettingsField>({
    name: () => {
      const n = d.name.trim();
      if (n === "") return msg("nameRequired");
      return [...n].length > NAME_MAX ? msg("nameTooLong") : undefined;
    },
    // An unbound printer is bound on the bind page, not here.
    shop_id: () => (bound && d.shop_id === "" ? msg("shopRequired") : undefined),
    ai_price: () => {
      const p = d.ai_price.trim();
      if (!/^\d{1,8}(\.\d{1,2})?$/.test(p) || Number(p) <= 0) return msg("priceBad");
      return Number(p) > AI_PRICE_MAX ? msg("priceTooHigh") : undefined;
    },
  });
}

export interface SettingsChanges {
  name?: string;
  shop_id?: number;
  ai_price?: string;
  is_open_weixin_pay?: 0 | 1;
  is_open_game?: 0 | 1;
  is_second_half?: 0 | 1;
  is_open_phone_activity?: 0 | 1;
}

const FLAGS = ["is_open_weixin_pay", "is_open_game", "is_second_half", "is_open_phone_activity"] as const;

/** What differs between the saved printer and the draft (a valid draft); {} when nothing does. */
export function changesOf(info: DeviceInfo, d: SettingsDraft): SettingsChanges {
  const out: SettingsChanges = {};
  const name = d.name.trim();
  if (name !== info.name) out.name = name;
  if (d.shop_id !== "" && Number(d.shop_id) !== info.shop?.id) out.shop_id = Number(d.shop_id);
  if (Math.round(Number(d.ai_price) * 100) !== Math.round(Number(info.ai_price) * 100)) out.ai_price = Number(d.ai_price).toFixed(2);
  for (const f of FLAGS) if (d[f] !== (info[f] === 1)) out[f] = d[f] ? 1 : 0;
  return out;
}
