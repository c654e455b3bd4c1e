/** A withdrawal's status as a badge (contract WITHDRAW_STATUS): signing, in review, paid, rejected, cancelled. */
import { WITHDRAW_STATUS as W } from "../../../../../contract/http/tixian.ts";
import { StatusBadge, type Tone } from "../../../../components/admin/detail.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import "./user.css";

export const WITHDRAW_STATUSES = [W.SIGNING, W.REVIEWING, W.PAID, W.REJECTED, W.CANCELLED] as const;
type Known = (typeof WITHDRAW_STATUSES)[number];

const TONE: Readonly<Record<number, Tone>> = {
  [W.SIGNING]: "warning",
  [W.REVIEWING]: "info",
  [W.PAID]: "success",
  [W.REJECTED]: "danger",
  [W.CANCELLED]: "muted",
};

export function useWithdrawText() {
  const t = useT("admin-user");
  return (s: number) => (TONE[s] === undefined ? t("withdraw.statusOther", { n: s }) : t(`withdraw.status${s as Known}`));
}

export function WithdrawBadge({ status }: { status: number }) {
  const text = useWithdrawText();
  return <StatusBadge tone={TONE[status] ?? "muted"}>{text(status)}</StatusBadge>;
}
