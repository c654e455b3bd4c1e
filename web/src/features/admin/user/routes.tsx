/**
 * The merchant admin user area (§2 /admin/user: the merchant's money): the balance and its ways
 * in, bank cards, withdrawals with their e-signature, the money and coin records, invites and
 * exports. One chunk of its own.
 */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";
import { BankCardDetailPage } from "./pages/bank-card-detail.tsx";
import { BankCardFormPage } from "./pages/bank-card-form.tsx";
import { BankCardPage } from "./pages/bank-card.tsx";
import { CoinIncomePage } from "./pages/coin-income.tsx";
import { DownloadRecordPage } from "./pages/download-record.tsx";
import { IncomePage } from "./pages/income.tsx";
import { UserIndexPage } from "./pages/index.tsx";
import { InviteListPage } from "./pages/invite-list.tsx";
import { InviteSharePage } from "./pages/invite-share.tsx";
import { InvitePage } from "./pages/invite.tsx";
import { WithdrawFormPage } from "./pages/withdraw-form.tsx";
import { WithdrawSignPage } from "./pages/withdraw-sign.tsx";
import { WithdrawListPage } from "./pages/withdraw.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.user.index(), UserIndexPage],
  [adminPaths.user.bankCard(), BankCardPage],
  [adminPaths.user.bankCardForm(), BankCardFormPage],
  [adminPaths.user.bankCardDetail(), BankCardDetailPage],
  [adminPaths.user.withdrawForm(), WithdrawFormPage],
  [adminPaths.user.income(), IncomePage],
  [adminPaths.user.coinIncome(), CoinIncomePage],
  [adminPaths.user.withdraw(), WithdrawListPage],
  [adminPaths.user.withdrawSign(), WithdrawSignPage],
  [adminPaths.user.invite(), InvitePage],
  [adminPaths.user.inviteList(), InviteListPage],
  [adminPaths.user.inviteShare(), InviteSharePage],
  [adminPaths.user.downloadRecord(), DownloadRecordPage],
];

export default function AdminUserRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
