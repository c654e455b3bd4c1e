/**
 * Unbinding a printer from its shop (manage-device/unbind): it leaves the company's fleet, loses
 * its managers and its big screen, and customers can no longer order on it. Destructive, so a
 * confirm drawer first (§4); refused while paid jobs wait on it (the toast says so: resend or
 * refund them first).
 */
import { useState } from "react";
import { useLocation } from "wouter";
import type { DeviceInfo } from "../../../../../contract/http/manage-device.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useDeviceUnbind } from "../api/use-device-unbind.ts";
import "../../../../components/admin/printer.css";
import "./device.css";

export function UnbindCard({ info }: { info: DeviceInfo }) {
  const t = useT("admin-device");
  const [, navigate] = useLocation();
  const unbind = useDeviceUnbind();
  const [asking, setAsking] = useState(false);
  if (info.shop === null) return null;
  return (
    <DetailSection title={t("unbind.title")} className="device-danger">
      <p className="printer-muted device-note">{t("unbind.text", { shop: info.shop.name })}</p>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t("unbind.action")}
      </Button>
      <ConfirmDrawer
        open={asking}
        danger
        title={t("unbind.confirmTitle", { name: info.name })}
        message={t("unbind.confirmText", { shop: info.shop.name, n: info.queue_count })}
        confirmLabel={t("unbind.confirm")}
        onConfirm={async () => {
          await unbind.trigger({ id: info.id });
          toast.success(t("unbind.done", { name: info.name }));
          navigate(adminPaths.device.index(), { replace: true });
        }}
        onClose={() => setAsking(false)}
      />
    </DetailSection>
  );
}
