/**
 * /admin/shop/device-form?id (§2, issue 15): printers into a shop (id = the shop). One of the
 * company's printers moves here from another of its shops (manage-device/save shop_id: its
 * customers then see this shop's patterns and activities), after a confirmation; or a new printer
 * is bound by the serial on its sticker (manage-device/bind; a refusal, e.g. an unknown serial or
 * one bound elsewhere, shows under the field). Without an id: which shop?
 */
import { useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { DeviceRow } from "../../../../../contract/http/manage-device.ts";
import type { ShopInfo } from "../../../../../contract/http/manage-shop.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection, StatusBadge } from "../../../../components/admin/detail.tsx";
import { PrinterIcon } from "../../../../components/admin/nav-icons.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Button, Form, TextField } from "../../../../components/form-field.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { useShops } from "../../../../lib/admin/shop-scope.ts";
import { focusFirstError } from "../../../../lib/admin/form-errors.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useDeviceBind } from "../api/use-device-bind.ts";
import { useDeviceMove } from "../api/use-device-move.ts";
import { useShopDevices } from "../api/use-shop-devices.ts";
import { useShopInfo } from "../api/use-shop-info.ts";
import { LoadState } from "../components/load-state.tsx";
import { ShopChooser } from "../components/shop-chooser.tsx";
import { queryInt } from "../shop-query.ts";
import "../components/shop.css";

/** A fleet fits a page here (the API's largest); a bigger one searches by serial. */
const CANDIDATES_LIMIT = 100;

export function DeviceFormPage() {
  const t = useT("admin-shop");
  const id = queryInt(useSearch(), "id");
  const info = useShopInfo(id);
  const shops = useShops();
  const shop = info.data;

  let body;
  if (id === null)
    body = <ShopChooser shops={shops.data?.list} error={shops.error} onRetry={() => void shops.reload()} title={t("chooser.addDevice")} hrefOf={(s) => adminPaths.shop.deviceForm({ id: s.id })} />;
  else if (shop === undefined)
    body = <LoadState error={info.error} onRetry={() => void info.reload()} notFound={t("notFound.shop")} back={{ href: adminPaths.shop.index(), label: t("back.shops") }} />;
  else
    body = (
      <div className="shop-columns shop-columns--even">
        <MoveHere shop={shop} />
        <BindNew shop={shop} />
      </div>
    );

  return (
    <AdminPage title={t("deviceForm.title")} subtitle={shop?.name} backHref={shop ? adminPaths.shop.detail({ id: shop.id }) : adminPaths.shop.index()}>
      {body}
    </AdminPage>
  );
}

function DeviceState({ d }: { d: DeviceRow }) {
  const t = useT("admin-shop");
  if (d.error) return <StatusBadge tone="danger">{d.error.text}</StatusBadge>;
  return d.online === 1 ? <StatusBadge tone="success">{t("device.online")}</StatusBadge> : <StatusBadge tone="muted">{t("device.offline")}</StatusBadge>;
}

function MoveHere({ shop }: { shop: ShopInfo }) {
  const t = useT("admin-shop");
  const [, navigate] = useLocation();
  const list = useShopDevices({ limit: CANDIDATES_LIMIT });
  const move = useDeviceMove();
  const [picked, setPicked] = useState<DeviceRow | null>(null);
  const rows = list.data?.list;
  const here = rows?.filter((d) => d.shop?.id === shop.id) ?? [];
  const others = rows?.filter((d) => d.shop?.id !== shop.id) ?? [];

  const confirm = async () => {
    if (picked === null) return;
    await move.trigger({ id: picked.id, shop_id: shop.id });
    toast.success(t("deviceForm.moved", { name: picked.name, shop: shop.name }));
    navigate(adminPaths.shop.detail({ id: shop.id }));
  };

  let content;
  if (rows === undefined) content = list.error ? <ErrorState message={errorMessage(list.error)} onRetry={() => void list.reload()} /> : <LoadingState />;
  else if (others.length === 0) content = <EmptyState icon={<PrinterIcon size={44} />} title={t("deviceForm.noOthers")} text={t("deviceForm.noOthersText")} />;
  else
    content = (
      <ul className="shop-devices" role="list">
        {others.map((d) => (
          <li key={d.id} className="shop-device">
            <PrinterIcon size={20} />
            <span className="shop-two-lines">
              <strong>{d.name}</strong>
              <span className="admin-muted">
                <span className="admin-mono">{d.sn}</span> · {d.shop ? d.shop.name : t("deviceForm.unbound")}
              </span>
            </span>
            <span className="shop-device__state">
              <DeviceState d={d} />
            </span>
            <Button size="sm" variant="secondary" onClick={() => setPicked(d)}>
              {t("deviceForm.moveHere")}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <DetailSection title={t("deviceForm.fromCompany")}>
      <p className="admin-muted shop-section-note">{t("deviceForm.fromCompanyText", { n: here.length })}</p>
      {content}
      <ConfirmDrawer
        open={picked !== null}
        title={t("deviceForm.confirmTitle")}
        message={picked ? t("deviceForm.confirmText", { name: picked.name, sn: picked.sn, from: picked.shop?.name ?? t("deviceForm.unbound"), to: shop.name }) : undefined}
        confirmLabel={t("deviceForm.confirm")}
        onConfirm={confirm}
        onClose={() => setPicked(null)}
      />
    </DetailSection>
  );
}

function BindNew({ shop }: { shop: ShopInfo }) {
  const t = useT("admin-shop");
  const [, navigate] = useLocation();
  const bind = useDeviceBind();
  const ref = useRef<HTMLDivElement>(null);
  const [sn, setSn] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<{ sn?: string; name?: string }>({});

  const submit = async () => {
    const serial = sn.trim().toUpperCase();
    const e: { sn?: string; name?: string } = {};
    if (serial === "") e.sn = t("error.required");
    else if (!/^[A-Z0-9-]{4,32}$/.test(serial)) e.sn = t("deviceForm.snBad");
    if (name.trim().length > 30) e.name = t("error.tooLong", { n: 30 });
    setErrors(e);
    if (e.sn || e.name) return requestAnimationFrame(() => focusFirstError(ref.current));
    try {
      const d = await bind.trigger({ sn: serial, shop_id: shop.id, ...(name.trim() ? { name: name.trim() } : {}) });
      toast.success(t("deviceForm.bound", { name: d.name, shop: shop.name }));
      navigate(adminPaths.shop.detail({ id: shop.id }));
    } catch (err) {
      // errorCode 1 (silent): the serial is unknown or bound elsewhere; say it under the field.
      setErrors({ sn: errorMessage(err) ?? t("deviceForm.bindFailed") });
      requestAnimationFrame(() => focusFirstError(ref.current));
    }
  };

  return (
    <DetailSection title={t("deviceForm.bindNew")}>
      <p className="admin-muted shop-section-note">{t("deviceForm.bindNewText")}</p>
      <div ref={ref}>
        <Form className="shop-form__group" onSubmit={() => void submit()} aria-label={t("deviceForm.bindNew")}>
          <TextField
            label={t("deviceForm.sn")}
            name="sn"
            value={sn}
            required
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={32}
            placeholder="SIM-0006"
            error={errors.sn}
            onChange={(v) => {
              setSn(v);
              if (errors.sn) setErrors((x) => ({ ...x, sn: undefined }));
            }}
          />
          <TextField label={t("deviceForm.name")} name="name" value={name} maxLength={30} placeholder={t("deviceForm.namePlaceholder")} error={errors.name} onChange={setName} />
          <Button type="submit" loading={bind.isMutating}>
            {t("deviceForm.bind")}
          </Button>
        </Form>
      </div>
      <p className="admin-muted shop-section-note">
        {t("deviceForm.buyText")} <Link href={adminPaths.shop.deviceSellForm({ id: shop.id })} className="shop-link">{t("deviceForm.buy")}</Link>
      </p>
    </DetailSection>
  );
}
