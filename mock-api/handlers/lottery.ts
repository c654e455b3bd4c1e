/** The prize draw's calls (web/contract/http/lottery.ts). */
import { LOTTERY_DAILY_DRAWS, LOTTERY_STATUS, lotteryDraw, lotteryInfo, lotteryRecord, lotterySetAddress } from "../../web/contract/http/lottery.ts";
import { page, refuse } from "../finance/scope.ts";
import { unixSeconds } from "../money.ts";
import { addressCopy, chancesLeft, draw, PRIZES, prizeById, toLotteryRecord, toPrize } from "../photo/lottery.ts";
import { P } from "../photo/messages.ts";
import { route, signedIn, type Route } from "../route.ts";
import { own } from "../store/own.ts";

export const lotteryRoutes: readonly Route[] = [
  route(lotteryInfo, (ctx) => ({
    prizes: PRIZES.map((p) => toPrize(p, ctx.lang)),
    chances: ctx.user === null ? null : chancesLeft(ctx.store, ctx.user.id, unixSeconds(ctx.clock.now())),
    daily_draws: LOTTERY_DAILY_DRAWS,
  })),

  route(lotteryDraw, (ctx) => {
    const user = signedIn(ctx);
    const nowS = unixSeconds(ctx.clock.now());
    if (chancesLeft(ctx.store, user.id, nowS) === 0) throw refuse(ctx, P.noChances);
    const { row, index } = draw(ctx.store, user.id, nowS);
    return { record: toLotteryRecord(row, ctx.lang), index, chances: chancesLeft(ctx.store, user.id, nowS) };
  }),

  route(lotteryRecord, (ctx) => {
    const user = signedIn(ctx);
    const rows = Object.values(ctx.store.photo.lottery)
      .filter((r) => r.userId === user.id)
      .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
    const p = page(rows, ctx.input);
    return { ...p, list: p.list.map((r) => toLotteryRecord(r, ctx.lang)) };
  }),

  route(lotterySetAddress, (ctx) => {
    const { input, store } = ctx;
    const user = signedIn(ctx);
    const row = own(store.photo.lottery, input.record_id);
    if (row === undefined || row.userId !== user.id) throw refuse(ctx, P.recordNotFound);
    if (prizeById(row.prizeId)?.kind !== "goods") throw refuse(ctx, P.notAGift);
    if (row.status === LOTTERY_STATUS.SHIPPED) throw refuse(ctx, P.alreadyShipped);
    const address = own(store.customer.addresses, input.address_id);
    if (address === undefined || address.userId !== user.id) throw refuse(ctx, P.addressNotFound);
    row.address = addressCopy(address);
    row.status = LOTTERY_STATUS.TO_SHIP;
    return toLotteryRecord(row, ctx.lang);
  }),
];
