/**
 * Issue 15's data hooks against the real mock API (not a scripted one): their answers parse with
 * the contract, and a write refreshes what lib/stale-after.ts says it makes stale: a refused
 * submission leaves the activity's waiting count and the record list; an offer saved shows in the
 * offer list; an accepted invitation leaves the invitee's list.
 */
import { after, afterEach, before, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../../helpers/dom.ts";
import { mount, waitFor, type Mounted } from "../../../helpers/render.tsx";
import { manualClock } from "../../../../mock-api/clock.ts";
import { createMockApi, type MockApi } from "../../../../mock-api/server.ts";
import { SEED_USERS } from "../../../../mock-api/seed/users.ts";

const dom = installDom("http://localhost:3000/admin/activity");
const { act } = await import("react");
const http = await import("../../../../web/src/lib/http.ts");
const cache = await import("../../../../web/src/lib/api-cache.ts");
const cookie = await import("../../../../web/src/lib/cookie.ts");
const report = await import("../../../../web/src/lib/report.ts");
const { useActivityList } = await import("../../../../web/src/features/admin/activity/api/use-activity-list.ts");
const { useActivityRecords } = await import("../../../../web/src/features/admin/activity/api/use-activity-records.ts");
const { useActivityRecordAudit } = await import("../../../../web/src/features/admin/activity/api/use-activity-record-audit.ts");
const { useCouponOffers } = await import("../../../../web/src/features/admin/coupon/api/use-coupon-offers.ts");
const { useCouponOfferSave } = await import("../../../../web/src/features/admin/coupon/api/use-coupon-offer-save.ts");
const { useMyInvitations } = await import("../../../../web/src/features/user/api/use-my-invitations.ts");
const { useInvitationAccept } = await import("../../../../web/src/features/user/api/use-invitation-accept.ts");

let api: MockApi;
let base = "";
let mounted: Mounted | undefined;
const problems: string[] = [];

const tokens = new Map<string, string>();

/** Signs in once per mobile (send-code allows one a minute) and puts the token in the cookie. */
async function login(mobile: string): Promise<void> {
  const known = tokens.get(mobile);
  if (known !== undefined) return cookie.setToken(known);
  await fetch(`${base}/api/default/send-code`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mobile }) });
  const code = ((await (await fetch(`${base}/__mock/codes?mobile=${mobile}`)).json()) as { data: { code: string } }).data.code;
  const res = await fetch(`${base}/api/default/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mobile, code }) });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  tokens.set(mobile, token);
  cookie.setToken(token);
}

before(async () => {
  api = createMockApi({ validateResponses: true, clock: manualClock(), log: () => {} });
  base = await api.listen(0, "127.0.0.1");
  http.configureHttp({ baseUrl: base, navigate: () => {}, timeoutMs: 5_000 });
  report.setErrorReporter((e) => void problems.push(String(e)), { sampleRate: 1 });
});

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  cache.clearApiCache();
});

after(async () => {
  await api.close();
  await dom.close();
  assert.deepEqual(api.problems, []);
  assert.deepEqual(problems, [], "every answer parsed");
});

type Trigger<I> = { current: ((input: I) => Promise<unknown>) | null };

test("refusing a submission refreshes the record list and the activity's waiting count", async () => {
  await login(SEED_USERS.printerManager.mobile);
  const audit: Trigger<{ id: number; pass: boolean; reason?: string }> = { current: null };
  function Probe() {
    const list = useActivityList({ page: 1, limit: 100 });
    const records = useActivityRecords({ activity_id: 2, page: 1, limit: 20 });
    const m = useActivityRecordAudit();
    audit.current = m.trigger;
    const a = list.data?.list.find((x) => x.id === 2);
    const first = records.data?.list[0];
    return <p id="out">{a === undefined || first === undefined ? "loading" : `${a.pending_count}/${first.status}`}</p>;
  }
  mounted = await mount(<Probe />);
  const out = () => document.getElementById("out")?.textContent;
  await waitFor(() => out() === "1/10", "one waiting");
  const id = Object.values(api.store.promo.submissions).find((r) => r.activityId === 2)?.id ?? 0;
  await act(async () => void (await audit.current?.({ id, pass: false, reason: "截图不清晰" })));
  await waitFor(() => out() === "0/30", "refused: none waiting");
});

test("an offer saved shows in the offer list with its code", async () => {
  await login(SEED_USERS.printerManager.mobile);
  const save: Trigger<Record<string, unknown>> = { current: null };
  function Probe() {
    const offers = useCouponOffers({ keyword: "HOOK", page: 1, limit: 20 });
    const m = useCouponOfferSave();
    save.current = m.trigger as (i: Record<string, unknown>) => Promise<unknown>;
    return <p id="out">{offers.data === undefined ? "loading" : offers.data.list.map((o) => `${o.code}:${o.left}`).join(",") || "none"}</p>;
  }
  mounted = await mount(<Probe />);
  const out = () => document.getElementById("out")?.textContent;
  await waitFor(() => out() === "none", "no such offer yet");
  await act(async () => void (await save.current?.({ type: 2, name: "钩子测试券", total: 3, start_date: "2026-01-15", end_date: "2026-01-31", code: "hook2026" })));
  await waitFor(() => out() === "HOOK2026:3", "the new offer");
});

test("accepting an invitation takes it off the invitee's list", async () => {
  await login(SEED_USERS.privileged.mobile);
  const accept: Trigger<{ id: number }> = { current: null };
  function Probe() {
    const mine = useMyInvitations();
    const m = useInvitationAccept();
    accept.current = m.trigger;
    return <p id="out">{mine.data === undefined ? "loading" : mine.data.list.map((i) => `${i.id}:${i.company.name}`).join(",") || "none"}</p>;
  }
  mounted = await mount(<Probe />);
  const out = () => document.getElementById("out")?.textContent ?? "";
  const shown = await waitFor(() => (/^\d+:糖画科技$/.test(out()) ? out() : null), "the seeded invitation");
  await act(async () => void (await accept.current?.({ id: Number(shown.split(":")[0]) })));
  await waitFor(() => out() === "none", "accepted: gone");
  assert.equal(api.store.users[String(SEED_USERS.privileged.id)]?.companyId, 1);
});
