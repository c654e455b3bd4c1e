/**
 * The printer pages' rules (issue 14): the settings form's checks and what a save sends, which
 * printer a URL names, a scanned code's serial, a refused write's field errors, the live card's
 * pill and progress, and the fleet list's API query passing the contract.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../../helpers/dom.ts";
import type { Heartbeat } from "../../../../web/contract/device/heartbeat.ts";
import type { DeviceInfo } from "../../../../web/contract/http/manage-device.ts";
import type { TanghuaOrder } from "../../../../web/contract/http/manage-order.ts";

const dom = installDom();
const { changesOf, draftOf, settingsErrors } = await import("../../../../web/src/features/admin/device/device-form-rules.ts");
const { deviceRef, queryId } = await import("../../../../web/src/features/admin/device/device-ref.ts");
const { scanText, serialFromScan, signedUrl } = await import("../../../../web/src/lib/wechat-scan.ts");
const { refusalFieldErrors } = await import("../../../../web/src/lib/admin/form-errors.ts");
const { RequestError } = await import("../../../../web/src/lib/http.ts");
const { currentJob, duration, jobPercent, livePill } = await import("../../../../web/src/features/admin/device/components/live-card.tsx");
const { deviceListQuery } = await import("../../../../web/src/features/admin/device/pages/list.tsx");
const { cleanSerial } = await import("../../../../web/src/features/admin/device/pages/bind.tsx");
const { manageDeviceList } = await import("../../../../web/contract/http/manage-device.ts");
test.after(() => dom.close());

const info = {
  id: 1001, sn: "SIM-0001", name: "万象城 1 号机", shop: { id: 1, name: "杭州万象城店" }, ai_price: "9.90",
  is_open_weixin_pay: 1, is_open_game: 1, is_second_half: 0, is_open_phone_activity: 1,
} as unknown as DeviceInfo;
const msg = (k: string) => k;

describe("the settings form", () => {
  test("checks name, shop and price; an unbound printer needs no shop here", () => {
    const d = draftOf(info);
    assert.deepEqual(settingsErrors(d, true, msg), {});
    assert.deepEqual(settingsErrors({ ...d, name: "  " }, true, msg), { name: "nameRequired" });
    assert.deepEqual(settingsErrors({ ...d, name: "糖".repeat(31) }, true, msg), { name: "nameTooLong" });
    assert.deepEqual(settingsErrors({ ...d, name: "糖".repeat(30) }, true, msg), {}, "30 characters, not bytes");
    assert.deepEqual(settingsErrors({ ...d, shop_id: "" }, true, msg), { shop_id: "shopRequired" });
    assert.deepEqual(settingsErrors({ ...d, shop_id: "" }, false, msg), {});
    for (const bad of ["0", "-1", "1.234", "abc", ""]) assert.deepEqual(settingsErrors({ ...d, ai_price: bad }, true, msg), { ai_price: "priceBad" }, bad);
    assert.deepEqual(settingsErrors({ ...d, ai_price: "10000.01" }, true, msg), { ai_price: "priceTooHigh" });
  });

  test("a save sends only what changed, flags as 0/1", () => {
    const d = draftOf(info);
    assert.deepEqual(changesOf(info, d), {});
    assert.deepEqual(changesOf(info, { ...d, ai_price: "9.9" }), {}, "the same price written differently");
    assert.deepEqual(changesOf(info, { ...d, is_open_weixin_pay: false }), { is_open_weixin_pay: 0 });
    assert.deepEqual(changesOf(info, { ...d, name: " 新名字 ", shop_id: "2", ai_price: "12.5", is_second_half: true }), {
      name: "新名字",
      shop_id: 2,
      ai_price: "12.50",
      is_second_half: 1,
    });
  });
});

test("a device page's URL names a printer by id or serial; the form by id only", () => {
  assert.deepEqual(deviceRef("?id=1001"), { id: 1001 });
  assert.deepEqual(deviceRef("?sn=SIM-0006"), { sn: "SIM-0006" });
  assert.equal(deviceRef("?id=0"), null);
  assert.equal(deviceRef("?id=abc&sn=bad%20sn"), null);
  assert.equal(deviceRef(""), null);
  assert.equal(queryId("?sn=SIM-0006"), null);
  assert.equal(queryId("?id=7"), 7);
});

test("a scanned code's serial: a bare serial, the printer's /sugar?sn= QR, a bar code; anything else is none", () => {
  assert.equal(serialFromScan("SIM-0006"), "SIM-0006");
  assert.equal(serialFromScan("https://tanghua.example/sugar?sn=SIM-0006"), "SIM-0006");
  assert.equal(serialFromScan("https://example.com/other"), null);
  assert.equal(serialFromScan("hello world"), null);
  assert.equal(scanText("CODE_128,SIM-0006"), "SIM-0006");
  assert.equal(scanText('{"scan_code":{"scan_result":"https://x/sugar?sn=SIM-0001"}}'), "https://x/sugar?sn=SIM-0001");
  assert.equal(scanText(undefined), "");
  assert.equal(signedUrl("https://x/admin/device/bind?a=1#top"), "https://x/admin/device/bind?a=1");
  assert.equal(cleanSerial(" SIM - 0006 "), "SIM-0006");
});

test("a refused write's field errors: the 422's named fields, else the refusal's words on the fallback field", () => {
  const e422 = new RequestError("api", "参数错误", { errorCode: 1, data: { fields: { sn: "必填", other: "x" } } });
  assert.deepEqual(refusalFieldErrors(e422, ["sn", "shop_id"] as const, "sn"), { sn: "必填" });
  const refusal = new RequestError("api", "设备已被绑定", { errorCode: 1 });
  assert.deepEqual(refusalFieldErrors(refusal, ["sn", "shop_id"] as const, "sn"), { sn: "设备已被绑定" });
  const network = new RequestError("network", "网络不可用");
  assert.deepEqual(refusalFieldErrors(network, ["sn"] as const, "sn"), {}, "a failed request is not about a field");
});

describe("the live card", () => {
  const hb = (printMode: number, bytesRead = 0) => ({ printMode, bytesRead }) as unknown as Heartbeat;
  const order = (sn: string, status: number, job_bytes?: number) => ({ sn, status, job_bytes }) as unknown as TanghuaOrder;

  test("the pill: unknown while the page's own link is down, online with heartbeats, offline once heard from or said so", () => {
    assert.equal(livePill({ online: true, heartbeat: hb(0) }, "no-network"), "unknown");
    assert.equal(livePill({ online: true, heartbeat: hb(0) }, "ok"), "online");
    assert.equal(livePill({ online: false, heartbeat: hb(0) }, "ok"), "offline");
    assert.equal(livePill({ online: false, heartbeat: null }, "printer-offline"), "offline");
    assert.equal(livePill({ online: false, heartbeat: null }, "ok"), "connecting");
  });

  test("progress: the job's bytes read of its size; done is 100; idle or unknown size is none", () => {
    const job = order("T1", 11, 2000);
    assert.equal(jobPercent(hb(2, 500), job), 25);
    assert.equal(jobPercent(hb(2, 5000), job), 100);
    assert.equal(jobPercent(hb(3), job), 100);
    assert.equal(jobPercent(hb(0, 500), job), null);
    assert.equal(jobPercent(hb(2, 500), order("T1", 11)), null);
    assert.equal(jobPercent(null, job), null);
    const orders = [order("T0", 99), order("T1", 11), order("T2", 10)];
    assert.equal(currentJob(orders, "T2")?.sn, "T2", "the job the printer named");
    assert.equal(currentJob(orders, null)?.sn, "T1", "else the order printing");
    assert.equal(duration(3725), "1:02:05");
    assert.equal(duration(65), "1:05");
  });
});

test("the fleet list's query: the URL's state and search, the shell's shop, and it passes the contract", () => {
  const q = deviceListQuery({ state: "error", keyword: "G0012" }, 3, 2);
  assert.deepEqual(q, { page: 3, limit: 20, state: "error", keyword: "G0012", shop_id: 2 });
  assert.ok(manageDeviceList.input.safeParse(q).success);
  assert.deepEqual(deviceListQuery({}, 1, undefined), { page: 1, limit: 20 });
});
