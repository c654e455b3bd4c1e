/**
 * The back-office settings (contract platform.ts settings, settings-save): the values of
 * store.config the customer side reads through default/config (§1 cash back default, the pop-up
 * probability, the customer-service phone). Saving them takes effect at once.
 */
import type { PlatformSettings } from "../../web/contract/http/platform.ts";
import { fromCents, toCents } from "../money.ts";
import { personOf } from "../merchant/scope.ts";
import { own } from "../store/own.ts";
import type { Store, UserRecord } from "../store/types.ts";
import { recordAudit } from "./audit.ts";

const KEY = "settings";

export function settingsOf(store: Store): PlatformSettings {
  const stamp = own(store.platform.settingsSaved, KEY);
  return {
    cash_back: fromCents(toCents(store.config.cash_back)),
    popup_probability: store.config.popup_probability,
    kefu_phone: store.config.kefu_phone,
    update_time: stamp?.time ?? null,
    updated_by: stamp === undefined ? null : personOf(store, stamp.userId, { admin: false, shopIds: null }),
  };
}

export function saveSettings(store: Store, actor: UserRecord, input: { cash_back: number; popup_probability: number; kefu_phone: string }, nowS: number): PlatformSettings {
  const c = store.config;
  const before = { cash_back: c.cash_back, popup_probability: c.popup_probability, kefu_phone: c.kefu_phone };
  c.cash_back = toCents(input.cash_back) / 100; // a number, as default/config sends it (§1: 1 unit)
  c.popup_probability = Math.round(input.popup_probability * 100) / 100;
  c.kefu_phone = input.kefu_phone;
  store.platform.settingsSaved[KEY] = { userId: actor.id, time: nowS };
  recordAudit(store, actor, { action: "settings.save", target_type: "settings", target_id: null, before, after: { cash_back: c.cash_back, popup_probability: c.popup_probability, kefu_phone: c.kefu_phone } }, nowS);
  return settingsOf(store);
}
