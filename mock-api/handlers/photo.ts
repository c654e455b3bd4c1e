/** The photo area's calls (web/contract/http/photo.ts): works, favourites, sign-in, invites, points. */
import {
  photoCollect,
  photoCreate,
  photoInfo,
  photoInviteInfo,
  photoInviteList,
  photoList,
  INVITE_POINTS,
  PHOTO_POINTS_COST,
  pointsList,
  sign,
  signInfo,
} from "../../web/contract/http/photo.ts";
import { ApiError } from "../errors.ts";
import { requestOrigin } from "../finance/esign.ts";
import { inviteCode } from "../finance/invites.ts";
import { maskMobile, page, refuse } from "../finance/scope.ts";
import { say } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import { P } from "../photo/messages.ts";
import { addPoints, chinaDay, pointsOf, signInfoOf, signToday, toPointsRecord } from "../photo/points.ts";
import { canSee, DRAWING_MS, mayShowAll, ownUpload, PHOTO_PRINT_THEME, resultImage, toPhotoWork, worksFor } from "../photo/works.ts";
import { route, signedIn, type Route } from "../route.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";

export const photoRoutes: readonly Route[] = [
  route(photoList, (ctx) => {
    const { input, store, lang } = ctx;
    const user = signedIn(ctx);
    const showAll = input.show_all === 1;
    // §4/§6 on the server: only level_type 1 or 3 may see the works others kept private.
    if (showAll && (input.scope !== "plaza" || !mayShowAll(user))) throw new ApiError(403, say(lang, P.showAllForbidden));
    const now = ctx.clock.now();
    const p = page(worksFor(store, user, input.scope, input.type, showAll, now), input);
    return { ...p, list: p.list.map((w) => toPhotoWork(store, w, user, now, lang)) };
  }),

  route(photoInfo, (ctx) => {
    const user = signedIn(ctx);
    const w = own(ctx.store.photo.works, ctx.input.id);
    if (w === undefined || !canSee(user, w)) throw refuse(ctx, P.workNotFound);
    return toPhotoWork(ctx.store, w, user, ctx.clock.now(), ctx.lang);
  }),

  route(photoCreate, (ctx) => {
    const { input, store, lang } = ctx;
    const user = signedIn(ctx);
    const now = ctx.clock.now();
    const nowS = unixSeconds(now);
    // Only the caller's own upload: nobody turns another person's photo into a picture by its path.
    if (input.image !== undefined && !ownUpload(store, user.id, input.image)) throw refuse(ctx, P.notOwnUpload);
    const points = pointsOf(store, user.id);
    if (points < PHOTO_POINTS_COST) throw refuse(ctx, P.notEnoughPoints, { cost: PHOTO_POINTS_COST, points });
    const id = allocId(store, "photoWork");
    const source = input.image ?? "";
    const prompt = input.prompt ?? "";
    const w = {
      id, userId: user.id, type: input.type, source_url: source, prompt, image_url: resultImage(input.type, prompt, source, id),
      // Issue 11 item 6: private unless shared; a photo print (16) is the customer's own photo.
      is_public: input.type === PHOTO_PRINT_THEME ? 0 : (input.is_public ?? 0), create_time: nowS, readyAt: now + DRAWING_MS,
    } as const;
    store.photo.works[String(id)] = { ...w };
    addPoints(store, user.id, "create", -PHOTO_POINTS_COST, id, nowS);
    return toPhotoWork(store, store.photo.works[String(id)]!, user, now, lang);
  }),

  route(photoCollect, (ctx) => {
    const { input, store, lang } = ctx;
    const user = signedIn(ctx);
    const w = own(store.photo.works, input.id);
    if (w === undefined || !canSee(user, w)) throw refuse(ctx, P.workNotFound);
    const key = `${user.id}:${w.id}`;
    if (input.collect === 1) store.photo.collects[key] ??= { userId: user.id, workId: w.id, create_time: unixSeconds(ctx.clock.now()) };
    else delete store.photo.collects[key];
    return toPhotoWork(store, w, user, ctx.clock.now(), lang);
  }),

  route(signInfo, (ctx) => {
    const user = signedIn(ctx);
    const nowS = unixSeconds(ctx.clock.now());
    return signInfoOf(ctx.store, user.id, ctx.input.month ?? chinaDay(nowS).slice(0, 7), nowS);
  }),

  route(sign, (ctx) => {
    const user = signedIn(ctx);
    const nowS = unixSeconds(ctx.clock.now());
    if (!signToday(ctx.store, user.id, nowS)) throw refuse(ctx, P.alreadySigned);
    return signInfoOf(ctx.store, user.id, chinaDay(nowS).slice(0, 7), nowS);
  }),

  route(photoInviteInfo, (ctx) => {
    const user = signedIn(ctx);
    const mine = Object.values(ctx.store.photo.invites).filter((i) => i.inviterId === user.id);
    const code = inviteCode(user.id);
    return {
      invite_code: code,
      // The link opens the photo area (the login guard keeps the query in its redirect). The mock
      // does not credit new sign-ups to an inviter; invites are seeded.
      invite_url: `${requestOrigin(ctx.req)}/photo?invite_code=${code}`,
      invite_count: mine.length,
      points_per_invite: INVITE_POINTS,
      points_total: mine.reduce((n, i) => n + i.points, 0),
    };
  }),

  route(photoInviteList, (ctx) => {
    const user = signedIn(ctx);
    const rows = Object.values(ctx.store.photo.invites)
      .filter((i) => i.inviterId === user.id)
      .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
    const p = page(rows, ctx.input);
    return {
      ...p,
      list: p.list.map((i) => ({ id: i.id, nickname: i.nickname, avatar: i.avatar, mobile: i.mobile ? maskMobile(i.mobile) : null, points: i.points, create_time: i.create_time })),
    };
  }),

  route(pointsList, (ctx) => {
    const user = signedIn(ctx);
    const rows = Object.values(ctx.store.photo.points)
      .filter((e) => e.userId === user.id)
      .sort((a, b) => b.create_time - a.create_time || b.id - a.id);
    const p = page(rows, ctx.input);
    return { ...p, list: p.list.map((e) => toPointsRecord(e, ctx.lang)), points: pointsOf(ctx.store, user.id) };
  }),
];
