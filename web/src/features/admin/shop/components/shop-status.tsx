/** A shop's state at a glance: open or closed (the merchant's), suspended (the platform's, which wins). */
import "./shop.css";
import type { Shop } from "../../../../../contract/http/manage-shop.ts";
import { StatusBadge } from "../../../../components/admin/detail.tsx";
import { useT } from "../../../../lib/i18n/index.ts";

export function ShopStatus({ shop }: { shop: Pick<Shop, "status" | "suspended"> }) {
  const t = useT("admin-shop");
  if (shop.suspended === 1) return <StatusBadge tone="danger">{t("status.suspended")}</StatusBadge>;
  return shop.status === 1 ? <StatusBadge tone="success">{t("status.open")}</StatusBadge> : <StatusBadge tone="muted">{t("status.closed")}</StatusBadge>;
}
