/**
 * Printer info by serial (§3, §7): flags, coins and the locale. §1: the currency comes from the
 * printer's locale and is cached locally, so the next visit shows prices in it before this loads.
 */
import { useEffect } from "react";
import { printerInfo, type PrinterInfo } from "../../../../contract/http/sugar.ts";
import { cacheCurrency, currencyFromLocale, readCachedCurrency, type Currency } from "../../../lib/currency.ts";
import { savePrinterState } from "../../../lib/storage.ts";
import { reload, snapshotOf } from "../../../lib/api-cache.ts";
import { useApi, type ApiState } from "../../../lib/use-api.ts";

export function usePrinterInfo(sn: string | undefined): ApiState<PrinterInfo> {
  const state = useApi(printerInfo, sn ? { sn } : null);
  const info = state.data;
  useEffect(() => {
    if (!info) return;
    cacheCurrency(currencyFromLocale(info.locale));
    // §3 local state: the printer's flags, for pages opened later without a fresh load.
    savePrinterState({
      sn: info.sn,
      deviceId: String(info.device_id),
      deviceSn: info.sn,
      deviceQrcode: info.qrcode,
      isBind: info.is_bind === 1,
      isManage: info.is_manage === 1,
      isOpenGame: info.is_open_game === 1,
      isSecondHalf: info.is_second_half === 1,
      isOpenPhoneActivity: info.is_open_phone_activity === 1,
    });
  }, [info]);
  return state;
}

/** The printer's currency once known, else the cached one (§1 default ¥ / 元). */
export function printerCurrency(info: PrinterInfo | undefined): Currency {
  return info ? currencyFromLocale(info.locale) : readCachedCurrency();
}

/**
 * The printer's info asked again, for start-print: the shell's copy dates from the page load, and
 * coins inserted at the machine since then must still pay at once (§4). Resolves with the newest
 * copy known (the cached one when the request fails); every component showing it updates too.
 */
export async function refreshPrinterInfo(sn: string): Promise<PrinterInfo | undefined> {
  await reload(printerInfo, { sn });
  return snapshotOf<PrinterInfo>(printerInfo, { sn }).data;
}
