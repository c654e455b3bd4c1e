/** A print order's status as a badge (the printer pages' order lists), its tone saying good, waiting or bad. */
import { PRINT_ORDER_STATUS as S } from "../../../contract/http/order.ts";
import { useT } from "../../lib/i18n/index.ts";
import { StatusBadge, type Tone } from "./detail.tsx";

const TONE: Readonly<Record<number, Tone>> = {
  [S.UNPAID]: "warning",
  [S.PAID]: "info",
  [S.PRINTING]: "info",
  [S.PRINT_FAILED]: "danger",
  [S.REFUNDED]: "muted",
  [S.CLOSED]: "muted",
  [S.COMPLETED]: "success",
};
const KNOWN = [S.UNPAID, S.PAID, S.PRINTING, S.PRINT_FAILED, S.REFUNDED, S.CLOSED, S.COMPLETED] as const;

export function PrintOrderStatus({ status }: { status: number }) {
  const t = useT("admin-device");
  const known = (KNOWN as readonly number[]).includes(status);
  return <StatusBadge tone={TONE[status] ?? "muted"}>{known ? t(`orderStatus.${status as (typeof KNOWN)[number]}`) : t("orderStatus.other", { n: status })}</StatusBadge>;
}
