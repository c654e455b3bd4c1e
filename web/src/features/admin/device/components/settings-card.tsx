/**
 * A printer's settings at a glance (contract manage-device.ts DeviceInfo): its name and shop,
 * the AI drawing price in its currency, the §3 switches (WeChat pay, game, second half, phone
 * activity), its egg printer, when it joined, and the code customers scan (its /sugar address),
 * with the way to change them (the form page).
 */
import { Link } from "wouter";
import type { DeviceInfo } from "../../../../../contract/http/manage-device.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { DetailRows, DetailSection, StatusBadge } from "../../../../components/admin/detail.tsx";
import { QrCode } from "../../../../components/qr-code.tsx";
import { currencyOf, formatAmount } from "../../../../lib/admin/format.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import "../../../../components/admin/printer.css";
import "./device.css";

export const FLAGS = ["is_open_weixin_pay", "is_open_game", "is_second_half", "is_open_phone_activity"] as const;
export type FlagKey = (typeof FLAGS)[number];

export function SettingsCard({ info }: { info: DeviceInfo }) {
  const t = useT("admin-device");
  const lang = useLanguage();
  const currency = currencyOf(info.locale);
  const onOff = (v: number) => <StatusBadge tone={v === 1 ? "success" : "muted"}>{t(v === 1 ? "settings.on" : "settings.off")}</StatusBadge>;
  return (
    <DetailSection
      title={t("settings.title")}
      actions={
        <Link href={adminPaths.device.form({ id: info.id })} className="device-link">
          {t("settings.edit")}
        </Link>
      }
    >
      <div className="device-settings">
        <DetailRows
          rows={[
            { label: t("field.name"), value: info.name },
            { label: t("field.shop"), value: info.shop?.name ?? t("state.unbound") },
            { label: t("field.aiPrice"), value: formatAmount(info.ai_price, currency) },
            ...FLAGS.map((f) => ({ label: t(`flag.${f}`), value: onOff(info[f]) })),
            { label: t("settings.currency"), value: `${currency.currencyName} (${currency.currencySymbol})` },
            { label: t("settings.egg"), value: info.egg_sn ? <span className="printer-mono">{info.egg_sn}</span> : undefined, optional: true },
            { label: t("settings.since"), value: formatDateTime(info.create_time, lang) },
          ]}
        />
        <figure className="device-settings__qr">
          <QrCode value={info.qrcode} size={132} label={t("settings.qr", { sn: info.sn })} />
          <figcaption className="printer-muted">{t("settings.qrCaption")}</figcaption>
        </figure>
      </div>
    </DetailSection>
  );
}
