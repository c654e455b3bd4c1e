/**
 * §7 Withdrawals (web/contract/http/tixian.ts): payout accounts, withdrawals, the e-sign data of
 * a withdrawal, and the image upload. Each user sees and changes only their own accounts and
 * withdrawals (§6); the balance withdrawn from is their company's (finance/ledger.ts).
 */
import {
  accountDel,
  accountInfo,
  accountList,
  accountSave,
  apply,
  esignData,
  uploadImage,
  withdrawCancel,
  withdrawFeeCents,
  withdrawInfo,
  withdrawList,
  OPEN_WITHDRAW_MAX,
  WITHDRAW_FEE_PER_MILLE,
  WITHDRAW_MAX,
  WITHDRAW_MIN_CENTS,
} from "../../web/contract/http/tixian.ts";
import { accountsOf, deleteAccount, OPEN_WITHDRAW_STATUSES, ownAccount, saveAccount, toMaskedAccount } from "../finance/accounts.ts";
import { withdrawableCents } from "../finance/ledger.ts";
import { frozenCents } from "../finance/stats.ts";
import { page } from "../finance/scope.ts";
import { receiveImage, UPLOAD_ROUTE } from "../finance/uploads.ts";
import { applyWithdrawal, cancelWithdrawal, esignDataOf, inputCents, ownWithdrawal, toWithdrawal } from "../finance/withdrawals.ts";
import { fromCents, toCents, unixSeconds } from "../money.ts";
import { route, signedIn, type Route } from "../route.ts";

export const tixianRoutes: readonly Route[] = [
  route(accountList, (ctx) => ({ list: accountsOf(ctx.store, signedIn(ctx).id).map(toMaskedAccount) })),

  // §5: masked in the detail too; an edit that does not retype the number keeps it (saveAccount).
  route(accountInfo, (ctx) => toMaskedAccount(ownAccount(ctx, signedIn(ctx).id, ctx.input.id))),

  route(accountSave, (ctx) => {
    const rec = saveAccount(ctx, signedIn(ctx).id, ctx.input, unixSeconds(ctx.clock.now()));
    return { id: rec.id };
  }),

  route(accountDel, (ctx) => {
    deleteAccount(ctx, signedIn(ctx).id, ctx.input.id);
    return null;
  }),

  route(apply, (ctx) => {
    const user = signedIn(ctx);
    const account = ownAccount(ctx, user.id, ctx.input.account_id);
    return toWithdrawal(applyWithdrawal(ctx, user, account, inputCents(ctx.input.amount), unixSeconds(ctx.clock.now())));
  }),

  route(withdrawList, (ctx) => {
    const user = signedIn(ctx);
    const rows = Object.values(ctx.store.finance.withdrawals)
      .filter((w) => w.userId === user.id && (ctx.input.status === undefined || w.status === ctx.input.status))
      .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
    const p = page(rows, ctx.input);
    return { ...p, list: p.list.map(toWithdrawal) };
  }),

  route(esignData, (ctx) => {
    const user = signedIn(ctx);
    return esignDataOf(ctx, ownWithdrawal(ctx, user.id, ctx.input.id), user);
  }),

  // What the withdraw form shows before confirming (the same numbers apply checks and charges).
  route(withdrawInfo, (ctx) => {
    const user = signedIn(ctx);
    const open = Object.values(ctx.store.finance.withdrawals).filter((w) => w.userId === user.id && OPEN_WITHDRAW_STATUSES.includes(w.status));
    const amount = ctx.input.amount === undefined ? null : toCents(ctx.input.amount);
    return {
      available: fromCents(withdrawableCents(ctx.store, user.companyId)),
      frozen: fromCents(frozenCents(ctx.store, user.companyId)),
      fee_per_mille: WITHDRAW_FEE_PER_MILLE,
      min_amount: fromCents(WITHDRAW_MIN_CENTS),
      max_amount: fromCents(WITHDRAW_MAX * 100),
      open_count: open.length,
      open_max: OPEN_WITHDRAW_MAX,
      ...(amount === null ? {} : { amount: fromCents(amount), fee: fromCents(withdrawFeeCents(amount)), actual_amount: fromCents(amount - withdrawFeeCents(amount)) }),
    };
  }),

  route(withdrawCancel, (ctx) => {
    const user = signedIn(ctx);
    return toWithdrawal(cancelWithdrawal(ctx, ownWithdrawal(ctx, user.id, ctx.input.id), unixSeconds(ctx.clock.now())));
  }),

  // multipart/form-data, streamed with its own limits (finance/uploads.ts): the router reads no body.
  route(uploadImage, (ctx) => receiveImage(ctx, signedIn(ctx).id, unixSeconds(ctx.clock.now())), UPLOAD_ROUTE),
];
