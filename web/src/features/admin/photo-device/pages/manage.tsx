/**
 * /admin/photo-device/manage?id (§2): the photo templates customers pick from on this printer:
 * those of its shop (manage-photo/settings), with the shop's frame and watermark, each template's
 * preview and whether it is on; the shop's photo pages (/admin/shop/photo-template) change them for
 * every printer of the shop. Without an id it says how to pick a printer.
 */
import { Link, useSearch } from "wouter";
import type { DeviceInfo } from "../../../../../contract/http/manage-device.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { PrinterGate } from "../../../../components/admin/printer-parts.tsx";
import { DetailRows, DetailSection, StatusBadge } from "../../../../components/admin/detail.tsx";
import { buttonClassName } from "../../../../components/button.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { usePhotoDeviceInfo } from "../api/use-photo-device-info.ts";
import { usePhotoSettings } from "../api/use-photo-settings.ts";
import { queryId } from "../photo-device-id.ts";
import { NoPrinter } from "./detail.tsx";
import "../components/photo-device.css";

export function PhotoTemplatesPage() {
  const t = useT("admin-device");
  const id = queryId(useSearch());
  const info = usePhotoDeviceInfo(id);
  const device = info.data;

  return (
    <AdminPage title={t("photo.manageTitle")} subtitle={device ? `${device.name} · ${device.sn}` : undefined} backHref={id === null ? adminPaths.photoDevice.index() : adminPaths.photoDevice.detail({ id })}>
      <PrinterGate named={id !== null} info={info} listHref={adminPaths.photoDevice.index()} none={<NoPrinter />}>
        {(device) => <Templates info={device} />}
      </PrinterGate>
    </AdminPage>
  );
}

function Templates({ info }: { info: DeviceInfo }) {
  const t = useT("admin-device");
  const shopId = info.shop?.id ?? null;
  const settings = usePhotoSettings(shopId);
  const s = settings.data;
  if (shopId === null) return <EmptyState title={t("photo.manageUnbound")} action={<Link href={adminPaths.device.bind({ sn: info.sn })} className={buttonClassName("primary")}>{t("list.bind")}</Link>} />;
  if (s === undefined) return settings.error ? <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.reload()} /> : <LoadingState />;
  const frame = s.frames.find((f) => f.id === s.frame_id);
  const on = s.templates.filter((tp) => tp.enabled === 1).length;

  return (
    <>
      <DetailSection
        title={t("photo.shopSettings", { shop: s.shop_name })}
        actions={
          <Link href={adminPaths.shop.photoTemplate({ shop_id: shopId })} className="photo-link">
            {t("photo.editShop")}
          </Link>
        }
      >
        <p className="photo-note printer-muted">{t("photo.manageWhat")}</p>
        <DetailRows
          rows={[
            { label: t("photo.templatesOn"), value: t("photo.templatesOnValue", { n: on, all: s.templates.length }) },
            { label: t("photo.frame"), value: frame?.name ?? t("photo.none") },
            { label: t("photo.watermark"), value: s.watermark ? s.watermark.text || t("photo.watermarkImage") : t("photo.none") },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("photo.templates")}>
        {s.templates.length === 0 ? (
          <EmptyState title={t("photo.noTemplates")} icon={null} />
        ) : (
          <ul className="photo-templates photo-templates--large" aria-label={t("photo.templates")}>
            {s.templates.map((tp) => (
              <li key={tp.id} className={`photo-templates__item${tp.enabled === 1 ? "" : " photo-templates__item--off"}`}>
                <Img className="photo-templates__img" src={tp.preview_url || tp.image_url} alt="" />
                <span className="photo-templates__name">{tp.name}</span>
                <StatusBadge tone={tp.enabled === 1 ? "success" : "muted"}>{t(tp.enabled === 1 ? "photo.templateOn" : "photo.templateOff")}</StatusBadge>
              </li>
            ))}
          </ul>
        )}
        <Link href={adminPaths.shop.photoTemplate({ shop_id: shopId })} className={`${buttonClassName("primary", { block: true })} photo-manage__edit`}>
          {t("photo.editShop")}
        </Link>
      </DetailSection>
    </>
  );
}
