/**
 * The settings form's rules, the contract's (platform.ts settings-save) said under each field
 * before anything is sent: cash back above 0 and at most CASH_BACK_MAX with two decimals; the
 * pop-up chance a whole percentage 0-100 (two decimals of a probability); the customer-service
 * phone a mobile, landline or 400 number. Pure, so it is tested alone.
 */
import { CASH_BACK_MAX } from "../../../../contract/http/platform.ts";

export type SettingsField = "cash_back" | "popup_percent" | "kefu_phone";
export type SettingsProblem = "cashBackBad" | "cashBackTooMuch" | "percentBad" | "phoneBad";

export interface SettingsDraft {
  cash_back: string;
  popup_percent: string;
  kefu_phone: string;
}

export function settingsProblems(d: SettingsDraft): Partial<Record<SettingsField, SettingsProblem>> {
  const out: Partial<Record<SettingsField, SettingsProblem>> = {};
  const cash = d.cash_back.trim();
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(cash) || Number(cash) <= 0) out.cash_back = "cashBackBad";
  else if (Number(cash) > CASH_BACK_MAX) out.cash_back = "cashBackTooMuch";
  const pct = d.popup_percent.trim();
  if (!/^\d{1,3}$/.test(pct) || Number(pct) > 100) out.popup_percent = "percentBad";
  if (!/^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/.test(d.kefu_phone.trim())) out.kefu_phone = "phoneBad";
  return out;
}

/** What settings-save is sent for a valid draft (the percentage back to a probability of 2 decimals). */
export function settingsInput(d: SettingsDraft): { cash_back: string; popup_probability: number; kefu_phone: string } {
  return { cash_back: Number(d.cash_back.trim()).toFixed(2), popup_probability: Number(d.popup_percent.trim()) / 100, kefu_phone: d.kefu_phone.trim() };
}
