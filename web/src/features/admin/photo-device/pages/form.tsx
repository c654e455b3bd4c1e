/**
 * /admin/photo-device/form?id (§2): the printer's big screen (§2 /screen): a browser on the shop's
 * TV, signed in as the shop, shows the photos printed on this printer (screen/bind; the wall is
 * /screen/photo?sn=…). Here the merchant binds the screen to the printer (or renews it) and gets
 * the address to open on the TV, as a link and a QR code for a phone that casts. Without an id
 * it says how to pick a printer.
 */
import { useSearch } from "wouter";
import type { DeviceInfo } from "../../../../../contract/http/manage-device.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { paths } from "../../../../paths/paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { PrinterGate } from "../../../../components/admin/printer-parts.tsx";
import { DetailRows, DetailSection } from "../../../../components/admin/detail.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { QrCode } from "../../../../components/qr-code.tsx";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { usePhotoDeviceInfo } from "../api/use-photo-device-info.ts";
import { useScreenBind } from "../api/use-screen-bind.ts";
import { queryId } from "../photo-device-id.ts";
import { NoPrinter } from "./detail.tsx";
import { ScreenBadge } from "./list.tsx";
import "../components/photo-device.css";

export function PhotoScreenPage() {
  const t = useT("admin-device");
  const id = queryId(useSearch());
  const info = usePhotoDeviceInfo(id);
  const device = info.data;

  return (
    <AdminPage title={t("photo.screenTitle")} subtitle={device ? `${device.name} · ${device.sn}` : undefined} backHref={id === null ? adminPaths.photoDevice.index() : adminPaths.photoDevice.detail({ id })}>
      <PrinterGate named={id !== null} info={info} listHref={adminPaths.photoDevice.index()} none={<NoPrinter />}>
        {(device) => <ScreenSetup info={device} />}
      </PrinterGate>
    </AdminPage>
  );
}

function ScreenSetup({ info }: { info: DeviceInfo }) {
  const t = useT("admin-device");
  const lang = useLanguage();
  const bind = useScreenBind();
  const screen = info.photo.screen;
  const wall = paths.screen.photo({ sn: info.sn });
  const wallUrl = `${location.origin}${wall}`;

  const doBind = async () => {
    try {
      await bind.trigger({ sn: info.sn });
      toast.success(t("photo.screenBound", { name: info.name }));
    } catch {
      // the client has said why (a toast)
    }
  };

  return (
    <>
      <DetailSection title={t("photo.screenStatus")} actions={<ScreenBadge bound={screen !== null} />}>
        <p className="photo-note printer-muted">{t("photo.screenWhat")}</p>
        {screen ? (
          <DetailRows
            rows={[
              { label: t("photo.screenPrinter"), value: `${screen.printer_name} · ${screen.sn}` },
              { label: t("field.shop"), value: screen.shop_name || info.shop?.name },
              { label: t("photo.screenSinceLabel"), value: formatDateTime(screen.bind_time, lang) },
            ]}
          />
        ) : (
          <p className="photo-note">{t("photo.screenNone")}</p>
        )}
        {info.shop === null ? (
          <p className="photo-note printer-muted">{t("photo.screenUnbound")}</p>
        ) : (
          <Button block={false} loading={bind.isMutating} onClick={() => void doBind()}>
            {t(screen ? "photo.screenRenew" : "photo.screenBind")}
          </Button>
        )}
      </DetailSection>
      {screen && (
        <DetailSection title={t("photo.screenOpenTitle")}>
          <div className="photo-screen">
            <QrCode value={wallUrl} size={160} label={t("photo.screenQr")} />
            <div className="photo-screen__text">
              <p className="photo-note">{t("photo.screenHow")}</p>
              <p className="printer-mono photo-screen__url">{wallUrl}</p>
              <a href={wall} target="_blank" rel="noreferrer" className={buttonClassName("secondary")}>
                {t("photo.screenOpen")}
              </a>
            </div>
          </div>
        </DetailSection>
      )}
    </>
  );
}
