/**
 * /admin/device/bind?sn (§2): a new printer joins a shop (manage-device/bind) by the serial on
 * its sticker: typed, or, inside WeChat, scanned with WeChat's camera (JS-SDK scanQRCode through
 * weixin/js-config, lib/wechat-scan.ts; its QR code carries the /sugar?sn=… address, its bar code
 * the bare serial). Outside WeChat the typed field is all there is. The one who binds it becomes
 * its manager, so the next step, a test print, is on its detail page.
 */
import { useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { isValidSn } from "../../../../../contract/device/topics.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { Form, SelectField, TextField } from "../../../../components/form-field.tsx";
import { checkFields, focusFirstError, hasErrors, refusalFieldErrors, type FieldErrors } from "../../../../lib/admin/form-errors.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { canScan, scanCode, serialFromScan } from "../../../../lib/wechat-scan.ts";
import { useDeviceBind } from "../api/use-device-bind.ts";
import { NAME_MAX } from "../device-form-rules.ts";
import "../../../../components/admin/printer.css";
import "../components/device.css";

type Field = "sn" | "shop_id" | "name";
const FIELDS: readonly Field[] = ["sn", "shop_id", "name"];

/** A typed serial as the API takes it: without the spaces a phone keyboard adds (its case is its own). */
export function cleanSerial(s: string): string {
  return s.replace(/\s+/g, "");
}

export function BindPage() {
  const t = useT("admin-device");
  const [, navigate] = useLocation();
  const search = useSearch();
  const scope = useShopScope();
  const bind = useDeviceBind();
  const formRef = useRef<HTMLDivElement>(null);
  const [sn, setSn] = useState(() => new URLSearchParams(search).get("sn") ?? "");
  const [shopPick, setShopPick] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [scanning, setScanning] = useState(false);
  const shops = scope.shops ?? [];
  // The shell's chosen shop, else the only one: what the merchant most likely means.
  const shopId = shopPick ?? (scope.shopId !== undefined ? String(scope.shopId) : shops.length === 1 ? String(shops[0]?.id) : "");
  const scannable = canScan();

  const showErrors = (e: FieldErrors<Field>) => {
    setErrors(e);
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };
  const clear = (f: Field) => errors[f] !== undefined && setErrors((e) => ({ ...e, [f]: undefined }));

  const scan = async () => {
    setScanning(true);
    try {
      const text = await scanCode();
      if (text === null) return; // closed the camera
      const serial = serialFromScan(text);
      if (serial === null) showErrors({ sn: t("bind.scanNotPrinter") });
      else {
        setSn(serial);
        clear("sn");
      }
    } catch {
      showErrors({ sn: t("bind.scanFailed") });
    } finally {
      setScanning(false);
    }
  };

  const submit = async () => {
    const serial = cleanSerial(sn);
    const e = checkFields<Field>({
      sn: () => (serial === "" ? t("bind.snRequired") : isValidSn(serial) ? undefined : t("bind.snBad")),
      shop_id: () => (shopId === "" ? t("bind.shopRequired") : undefined),
      name: () => ([...name.trim()].length > NAME_MAX ? t("form.nameTooLong", { max: NAME_MAX }) : undefined),
    });
    if (hasErrors(e)) return showErrors(e);
    try {
      const info = await bind.trigger({ sn: serial, shop_id: Number(shopId), ...(name.trim() ? { name: name.trim() } : {}) });
      toast.success(t("bind.done", { name: info.name, shop: info.shop?.name ?? "" }));
      navigate(adminPaths.device.detail({ id: info.id }), { replace: true });
    } catch (err) {
      // "No such serial" or "already bound" is about the serial (the hook is silent).
      showErrors(refusalFieldErrors(err, FIELDS, "sn"));
    }
  };

  return (
    <AdminPage title={t("bind.title")} backHref={adminPaths.device.index()}>
      <DetailSection>
        <p className="printer-muted device-note">{t(scannable ? "bind.introScan" : "bind.intro")}</p>
        <div ref={formRef}>
          <Form className="device-form" onSubmit={() => void submit()} aria-label={t("bind.title")}>
            <TextField
              label={t("bind.sn")}
              name="sn"
              value={sn}
              required
              maxLength={20}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder={t("bind.snPlaceholder")}
              hint={t("bind.snHint")}
              error={errors.sn}
              onChange={(v) => {
                setSn(v);
                clear("sn");
              }}
              addon={
                scannable ? (
                  <Button type="button" size="sm" variant="secondary" loading={scanning} onClick={() => void scan()}>
                    {t("bind.scan")}
                  </Button>
                ) : undefined
              }
            />
            <SelectField
              label={t("field.shop")}
              name="shop_id"
              value={shopId}
              required
              placeholder={t("bind.shopPlaceholder")}
              options={shops.map((s) => ({ value: String(s.id), label: s.name }))}
              error={errors.shop_id}
              onChange={(v) => {
                setShopPick(v);
                clear("shop_id");
              }}
            />
            <TextField
              label={t("bind.name")}
              name="name"
              value={name}
              maxLength={NAME_MAX}
              placeholder={t("bind.namePlaceholder")}
              hint={t("bind.nameHint")}
              error={errors.name}
              onChange={(v) => {
                setName(v);
                clear("name");
              }}
            />
            <Button type="submit" block loading={bind.isMutating}>
              {t("bind.submit")}
            </Button>
          </Form>
        </div>
      </DetailSection>
      <DetailSection title={t("bind.nextTitle")}>
        <ol className="device-steps">
          <li>{t("bind.next1")}</li>
          <li>{t("bind.next2")}</li>
          <li>{t("bind.next3")}</li>
        </ol>
      </DetailSection>
    </AdminPage>
  );
}
