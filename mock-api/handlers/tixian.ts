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
  withdrawList,
} from "../../web/contract/http/tixian.ts";
import { accountsOf, deleteAccount, ownAccount, saveAccount, toAccount, toMaskedAccount } from "../finance/accounts.ts";
import { page } from "../finance/scope.ts";
import { receiveImage, UPLOAD_ROUTE } from "../finance/uploads.ts";
import { applyWithdrawal, esignDataOf, inputCents, ownWithdrawal, toWithdrawal } from "../finance/withdrawals.ts";
import { unixSeconds } from "../money.ts";
import { route, signedIn, type Route } from "../router.ts";

export const tixianRoutes: readonly Route[] = [
  route(accountList, (ctx) => ({ list: accountsOf(ctx.store, signedIn(ctx).id).map(toMaskedAccount) })),

  route(accountInfo, (ctx) => toAccount(ownAccount(ctx, signedIn(ctx).id, ctx.input.id))),

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

  // multipart/form-data, streamed with its own limits (finance/uploads.ts): the router reads no body.
  route(uploadImage, (ctx) => receiveImage(ctx, signedIn(ctx).id, unixSeconds(ctx.clock.now())), UPLOAD_ROUTE),
];
