/**
 * The photo area's calls (contract photo.ts): the plaza's 'show all' only for level_type 1 or 3
 * (§4/§6, checked on the server), making a picture from one's own upload for points, favourites,
 * the daily sign-in calendar (§3 day/value) and the points record.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { PHOTO_POINTS_COST, PHOTO_STATUS, signValue, type PhotoWork, type PointsRecord, type SignInfo } from "../../web/contract/http/photo.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { BOUNDARY, multipart } from "./finance-fixtures.ts";
import { startApi, type Answer, type Harness } from "./harness.ts";

type Page<T> = { list: T[]; total: number; page: number; limit: number };

const data = <T>(a: Answer): T => {
  assert.equal(a.json?.errorCode, 0, a.text);
  return a.json?.data as T;
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function uploadAs(h: Harness, token: string): Promise<string> {
  const res = await fetch(`${h.base}/api/tanghua/upload-image`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: new Uint8Array(multipart([{ name: "file", filename: "me.png", type: "image/png", data: PNG }])),
  });
  const json = (await res.json()) as { errorCode: number; data: { url: string } };
  assert.equal(json.errorCode, 0);
  return json.data.url;
}

test("show_all: level_type 1 and 3 see private works on the plaza; anyone else gets 403", async (t) => {
  const h = await startApi(t);
  const customer = await h.loginAs(SEED_USERS.customer.mobile);
  const privileged = await h.loginAs(SEED_USERS.privileged.mobile);
  const admin = await h.loginAs(SEED_USERS.admin.mobile);
  const manager = await h.loginAs(SEED_USERS.printerManager.mobile);
  const shared = data<Page<PhotoWork>>(await h.call("GET", "/api/photo/list?scope=plaza&limit=100", { token: customer }));
  assert.ok(shared.total > 5);
  assert.ok(shared.list.every((w) => w.is_public === 1 && w.status === PHOTO_STATUS.DONE));
  for (const token of [privileged, admin]) {
    const all = data<Page<PhotoWork>>(await h.call("GET", "/api/photo/list?scope=plaza&show_all=1&limit=100", { token }));
    assert.ok(all.total > shared.total, "private works are added");
    assert.ok(all.list.some((w) => w.is_public === 0));
  }
  for (const token of [customer, manager]) {
    const refused = await h.call("GET", "/api/photo/list?scope=plaza&show_all=1", { token });
    assert.equal(refused.status, 403);
  }
  // Someone's own photo is theirs to see: the plaza never shows another user's source.
  assert.ok(shared.list.filter((w) => w.is_self === 0).every((w) => w.source_url === null));
});

test("a theme filters the plaza; mine lists private works too", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const lego = data<Page<PhotoWork>>(await h.call("GET", "/api/photo/list?scope=plaza&type=20&limit=100", { token }));
  assert.ok(lego.list.every((w) => w.type === 20));
  const mine = data<Page<PhotoWork>>(await h.call("GET", "/api/photo/list?scope=mine&limit=100", { token }));
  assert.equal(mine.total, 6);
  assert.ok(mine.list.every((w) => w.is_self === 1));
  assert.ok(mine.list.some((w) => w.is_public === 0));
  assert.ok(mine.list.some((w) => w.type === 22), "one free graffiti");
  const bad = await h.call("GET", "/api/photo/list?scope=plaza&type=99", { token });
  assert.equal(bad.status, 422);
});

test("create: own upload only, costs points, drawn a few seconds, then on the plaza", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const other = await h.loginAs(SEED_USERS.admin.mobile);
  const before = data<Page<PointsRecord> & { points: number }>(await h.call("GET", "/api/photo/points-list", { token })).points;
  const theirs = await uploadAs(h, other);
  const stolen = await h.call("POST", "/api/photo/create", { token, body: { type: 20, image: theirs } });
  assert.equal(stolen.json?.errorCode, 1, "another user's upload is refused");
  const mine = await uploadAs(h, token);
  const work = data<PhotoWork>(await h.call("POST", "/api/photo/create", { token, body: { type: 20, image: mine } }));
  assert.equal(work.status, PHOTO_STATUS.DRAWING);
  assert.equal(work.image_url, null);
  assert.equal(work.source_url, mine);
  const after = data<Page<PointsRecord> & { points: number }>(await h.call("GET", "/api/photo/points-list", { token }));
  assert.equal(after.points, before - PHOTO_POINTS_COST);
  assert.deepEqual([after.list[0]?.type, after.list[0]?.value, after.list[0]?.balance], ["create", -PHOTO_POINTS_COST, after.points]);
  h.clock.advance(5_000);
  const done = data<PhotoWork>(await h.call("GET", `/api/photo/info?id=${work.id}`, { token }));
  assert.equal(done.status, PHOTO_STATUS.DONE);
  assert.match(done.image_url ?? "", /^\/mock\/art\//);
  // Issue 11: private unless the customer shares it, and a photo print (16) never.
  assert.equal(done.is_public, 0);
  const plazaIds = async () => data<Page<PhotoWork>>(await h.call("GET", "/api/photo/list?scope=plaza&limit=100", { token: other })).list.map((w) => w.id);
  assert.ok(!(await plazaIds()).includes(work.id), "not shared: not on the plaza");
  const shared = data<PhotoWork>(await h.call("POST", "/api/photo/create", { token, body: { type: 20, image: mine, is_public: 1 } }));
  const print = data<PhotoWork>(await h.call("POST", "/api/photo/create", { token, body: { type: 16, image: mine, is_public: 1 } }));
  assert.equal(print.is_public, 0, "a photo print stays private");
  h.clock.advance(5_000);
  const plaza = await plazaIds();
  assert.equal(plaza[0], shared.id);
  assert.ok(!plaza.includes(print.id));
  assert.equal((await h.call("GET", `/api/photo/info?id=${print.id}`, { token: await h.loginAs(SEED_USERS.printerManager.mobile) })).json?.errorCode, 1, "someone else cannot open it");
  // Free graffiti from words needs no image; a visible theme does.
  data<PhotoWork>(await h.call("POST", "/api/photo/create", { token, body: { type: 22, prompt: "飞龙" } }));
  assert.equal((await h.call("POST", "/api/photo/create", { token, body: { type: 20, prompt: "飞龙" } })).status, 422);
});

test("create without enough points is refused and changes nothing", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.superAdmin.mobile); // no points seeded
  const img = await uploadAs(h, token);
  const before = Object.keys(h.api.store.photo.works).length;
  const a = await h.call("POST", "/api/photo/create", { token, body: { type: 18, image: img } });
  assert.equal(a.json?.errorCode, 1);
  assert.match(a.json?.msg ?? "", /积分不足/);
  assert.equal(Object.keys(h.api.store.photo.works).length, before);
});

test("favourites: add and remove, listed newest first, counted", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const seeded = data<Page<PhotoWork>>(await h.call("GET", "/api/photo/list?scope=collect", { token }));
  assert.equal(seeded.total, 3);
  const plaza = data<Page<PhotoWork>>(await h.call("GET", "/api/photo/list?scope=plaza&limit=100", { token }));
  const pick = plaza.list.find((w) => w.is_collect === 0)!;
  const added = data<PhotoWork>(await h.call("POST", "/api/photo/collect", { token, body: { id: pick.id, collect: 1 } }));
  assert.deepEqual([added.is_collect, added.collect_count], [1, pick.collect_count + 1]);
  assert.equal(data<Page<PhotoWork>>(await h.call("GET", "/api/photo/list?scope=collect", { token })).total, 4);
  const removed = data<PhotoWork>(await h.call("POST", "/api/photo/collect", { token, body: { id: pick.id, collect: 0 } }));
  assert.equal(removed.is_collect, 0);
  assert.equal(data<Page<PhotoWork>>(await h.call("GET", "/api/photo/list?scope=collect", { token })).total, 3);
});

test("sign-in: once a China day, the streak's value, the calendar of the month", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  // The seeded ten days end the day before the seed's moment: today continues the streak.
  const info = data<SignInfo>(await h.call("GET", "/api/photo/sign-info", { token }));
  assert.equal(info.signed_today, 0);
  assert.equal(info.streak, 10);
  const today = info.calendar.find((d) => d.day === info.today)!;
  assert.equal(today.value, signValue(11));
  assert.equal(info.calendar.length, 31, "January");
  const signed = data<SignInfo>(await h.call("POST", "/api/photo/sign", { token }));
  assert.deepEqual([signed.signed_today, signed.streak, signed.points], [1, 11, info.points + signValue(11)]);
  assert.equal(signed.calendar.find((d) => d.day === info.today)?.signed, 1);
  const again = await h.call("POST", "/api/photo/sign", { token });
  assert.equal(again.json?.errorCode, 1);
  // A missed day breaks the streak: two days later the next sign is day 1 again.
  h.clock.advance(2 * 86_400_000);
  const later = data<SignInfo>(await h.call("POST", "/api/photo/sign", { token }));
  assert.equal(later.streak, 1);
  const past = data<SignInfo>(await h.call("GET", "/api/photo/sign-info?month=2025-12", { token }));
  assert.equal(past.calendar.length, 31);
  assert.equal((await h.call("GET", "/api/photo/sign-info?month=2025-13", { token })).status, 422);
});

test("points record: newest first, balances chain, invites listed and masked", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const rec = data<Page<PointsRecord> & { points: number }>(await h.call("GET", "/api/photo/points-list?limit=100", { token }));
  assert.equal(rec.list[0]?.balance, rec.points);
  const chrono = [...rec.list].reverse();
  for (let i = 1; i < chrono.length; i++) assert.equal(chrono[i]!.balance, chrono[i - 1]!.balance + chrono[i]!.value);
  const invite = data<{ invite_count: number; invite_url: string; points_total: number }>(await h.call("GET", "/api/photo/invite-info", { token }));
  assert.equal(invite.invite_count, 3);
  assert.match(invite.invite_url, /\/photo\?invite_code=/);
  const list = data<Page<{ mobile: string | null }>>(await h.call("GET", "/api/photo/invite-list", { token }));
  assert.ok(list.list.every((i) => /^\d{3}\*{4}\d{4}$/.test(i.mobile ?? "")));
});
