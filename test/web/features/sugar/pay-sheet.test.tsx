/**
 * The pay sheet (§4, §5) in happy-dom against a scripted server: what is preselected and locked,
 * what order/payment is asked with, where a paid order goes (replace-navigated), the hand-over
 * to the QR sheet, and an errorCode 1 that leaves the sheet open (§8).
 */
import { after, afterEach, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../../helpers/dom.ts";
import { useDiskLocales } from "../../../helpers/locales.ts";
import { json, startScriptedServer, type ScriptedServer } from "../../../helpers/scripted-server.ts";
import { mount, waitFor, type Mounted } from "../../../helpers/render.tsx";

const dom = installDom("http://localhost:3000/sugar?sn=SIM-0001");
const { Suspense } = await import("react");
const { Router } = await import("wouter");
const { memoryLocation } = await import("wouter/memory-location");
const http = await import("../../../../web/src/lib/http.ts");
const cache = await import("../../../../web/src/lib/api-cache.ts");
const toasts = await import("../../../../web/src/lib/toast.ts");
const report = await import("../../../../web/src/lib/report.ts");
const { StaticSession } = await import("../../../../web/src/lib/session.tsx");
const { default: PaySheet } = await import("../../../../web/src/features/sugar/components/pay-sheet.tsx");
const openOrder = await import("../../../../web/src/features/sugar/open-order.ts");

type PaySheetProps = import("../../../../web/src/features/sugar/components/pay-sheet.tsx").PaySheetProps;
type QrRequest = import("../../../../web/src/features/sugar/components/qr-sheet.tsx").QrRequest;

let server: ScriptedServer;
let mounted: Mounted | undefined;

const USER = { id: 1, mobile: "13800000001", email: "", nickname: "糖糖", wx_openid: null, create_time: 1700000000, level_type: 0, total_money: "25.80" };
const INFO = {
  qrcode: "/sugar?sn=SIM-0001", qrcode_egg: null, device_id: 1001, sn: "SIM-0001", is_bind: 1 as const, is_manage: 0 as const,
  is_open_game: 1 as const, is_second_half: 0 as const, is_open_phone_activity: 0 as const, ai_price: "9.90", coins: 0,
  is_open_weixin_pay: 1 as const, locale: { currencySymbol: "¥", currencyName: "元" },
};
const PATTERN = {
  id: 1, goods_id: 7, goods_type_id: 8, name: "锦鲤", image_url: "/a.svg", price: "9.90", coins_price: 3, remark: "",
  avatar: null, nickname: null, sell_count: 1, create_date: 1700000000, is_top: 0 as const,
};
const ORDER = { sn: "T2026011500000001", money: "9.90", coins_money: 3 };
const coupon = (id: number, type: 1 | 2) => ({ id, type, name: `券${id}`, status: 0, start_time: 0, end_time: 0, create_time: 0 });

before(async () => {
  await useDiskLocales([["zh-CN", "common"], ["zh-CN", "sugar-pay"]]);
  server = await startScriptedServer({ closeConnections: true });
  report.setErrorReporter(() => {}, { sampleRate: 0 });
});

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  cache.clearApiCache();
  toasts.remove();
  server.seen.length = 0;
});

after(async () => {
  await server.close();
  await dom.close();
});

function coupons(list: ReturnType<typeof coupon>[]) {
  server.on("/api/coupon/list", json(200, { errorCode: 0, data: { list, total: list.length, page: 1, limit: 50 } }));
}

async function open(props: Partial<PaySheetProps> = {}) {
  const loc = memoryLocation({ path: "/sugar?sn=SIM-0001", record: true });
  http.configureHttp({ baseUrl: server.url, navigate: (to) => loc.navigate(to), timeoutMs: 5_000 });
  const qr: QrRequest[] = [];
  const session = { status: "ready" as const, user: USER, company: null, refresh: async () => USER, signIn: async () => USER, signOut: () => {} };
  mounted = await mount(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      <StaticSession value={session}>
        <Suspense fallback={null}>
          <PaySheet order={ORDER} name={PATTERN.name} info={INFO} user={USER} sn="SIM-0001" onClose={() => {}} onQr={(r) => qr.push(r)} {...props} />
        </Suspense>
      </StaticSession>
    </Router>,
  );
  return { loc, qr };
}

const radio = (label: string) =>
  [...document.querySelectorAll<HTMLLabelElement>(".pay-sheet__option")].find((l) => l.textContent?.includes(label))?.querySelector("input") ?? null;
const confirmButton = () => document.querySelector<HTMLButtonElement>(".bottom-sheet__footer button");
const payments = () => server.seen.filter((r) => r.url === "/api/order/payment").map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe("PaySheet", () => {
  test("free coupon held, no coins: preselected, methods locked, pays 30 with it → waiting (game 0)", async () => {
    coupons([coupon(21, 1), coupon(11, 2)]);
    server.on("/api/order/payment", json(200, { errorCode: 0, data: { is_pay: true, order_sn: ORDER.sn } }));
    const { loc } = await open();
    await waitFor(() => radio("免费券")?.checked, "free coupon preselected");
    assert.equal(radio("微信扫码支付")?.closest("fieldset")?.disabled, true);
    assert.equal(confirmButton()?.textContent, "确认支付 ¥0.00");
    confirmButton()?.click();
    await waitFor(() => loc.history?.at(-1)?.startsWith("/sugar/waiting"), "waiting page");
    assert.deepEqual(payments(), [{ sn: ORDER.sn, pay_type: 30, coupon_id: 11 }]);
    assert.equal(loc.history?.at(-1), `/sugar/waiting?sn=SIM-0001&order_sn=${ORDER.sn}&pay_success=1&game_status=0`);
    assert.equal(loc.history?.length, 1, "replaced, not pushed");
  });

  test("discount coupon with balance: 30 + coupon, half price shown", async () => {
    coupons([coupon(21, 1)]);
    server.on("/api/order/payment", json(200, { errorCode: 0, data: { is_pay: true } }));
    const { loc } = await open({ info: { ...INFO, is_open_weixin_pay: 0 } });
    await waitFor(() => radio("半价券") && !radio("半价券")?.disabled, "coupons loaded");
    assert.equal(radio("余额支付")?.checked, true, "the only method, preselected");
    radio("半价券")?.click();
    await waitFor(() => confirmButton()?.textContent === "确认支付 ¥4.95", "half price");
    confirmButton()?.click();
    await waitFor(() => loc.history?.at(-1)?.startsWith("/sugar/waiting"), "waiting page");
    assert.deepEqual(payments(), [{ sn: ORDER.sn, pay_type: 30, coupon_id: 21 }]);
    assert.match(loc.history?.at(-1) ?? "", /game_status=0$/, "a coupon payment plays no game");
  });

  test("a method picked while the coupons load keeps its coupon: a free one arriving later is offered, not imposed", async () => {
    let answer: (() => void) | undefined;
    server.on("/api/coupon/list", (req, res) => {
      answer = () => json(200, { errorCode: 0, data: { list: [coupon(11, 2)], total: 1, page: 1, limit: 50 } })(req, res);
    });
    server.on("/api/order/payment", json(200, { errorCode: 0, data: { is_pay: true } }));
    const { loc } = await open();
    await waitFor(() => answer !== undefined, "coupons asked for");
    assert.equal(radio("免费券")?.disabled, true, "coupons still loading");
    radio("余额支付")?.click();
    await waitFor(() => radio("余额支付")?.checked, "balance picked");
    answer?.();
    await waitFor(() => radio("免费券") && !radio("免费券")?.disabled, "coupons loaded");
    assert.equal(radio("不使用优惠券")?.checked, true, "the coupon shown when the customer picked stays");
    assert.equal(radio("余额支付")?.checked, true);
    assert.equal(radio("余额支付")?.closest("fieldset")?.disabled, false, "methods not locked");
    assert.equal(confirmButton()?.textContent, "确认支付 ¥9.90");
    radio("免费券")?.click();
    await waitFor(() => confirmButton()?.textContent === "确认支付 ¥0.00", "the free coupon, when the customer picks it");
    radio("不使用优惠券")?.click();
    await waitFor(() => confirmButton()?.textContent === "确认支付 ¥9.90", "back to no coupon");
    confirmButton()?.click();
    await waitFor(() => loc.history?.at(-1)?.startsWith("/sugar/waiting"), "waiting page");
    assert.deepEqual(payments(), [{ sn: ORDER.sn, pay_type: 30 }]);
  });

  test("coins short of this order's coin price: coins say why, and lock no coupon (the free one is preselected)", async () => {
    coupons([coupon(21, 1), coupon(11, 2)]);
    await open({ info: { ...INFO, coins: 2, is_open_weixin_pay: 0 } });
    await waitFor(() => radio("免费券") && !radio("免费券")?.disabled, "coupons usable");
    assert.equal(radio("金币支付")?.disabled, true);
    assert.match(radio("金币支付")?.closest("label")?.textContent ?? "", /金币不足，需要 3 枚/);
    assert.equal(radio("半价券")?.disabled, false);
    assert.equal(radio("免费券")?.checked, true, "§5: free preselected when the coins cannot pay");
  });

  test("a pattern with no coin price (issue 11, customer 13800000001): coins say so, not '金币不足'; coupons usable", async () => {
    coupons([coupon(21, 1), coupon(11, 2)]);
    await open({ order: { ...ORDER, coins_money: null }, info: { ...INFO, coins: 3 } });
    await waitFor(() => radio("半价券") && !radio("半价券")?.disabled, "coupons usable");
    const coins = radio("金币支付")?.closest("label")?.textContent ?? "";
    assert.match(coins, /这个图案不能用金币支付/);
    assert.doesNotMatch(coins, /金币不足/);
    assert.equal(radio("免费券")?.disabled, false);
  });

  test("coins that pay this order: coins preselected; both coupons disabled, each saying why", async () => {
    coupons([coupon(21, 1), coupon(11, 2)]);
    await open({ info: { ...INFO, coins: 3 } });
    await waitFor(() => radio("免费券") && document.body.textContent?.includes("金币可支付本单"), "coupons with a reason");
    assert.equal(radio("金币支付")?.checked, true);
    assert.equal(radio("半价券")?.disabled, true);
    assert.equal(radio("免费券")?.disabled, true);
    assert.match(radio("免费券")?.closest("label")?.textContent ?? "", /金币可支付本单，不能同时用券/);
    assert.equal(confirmButton()?.textContent, "使用 3 金币支付");
  });

  test("a balance short of what is due is marked before confirm; a half-price coupon makes it enough", async () => {
    coupons([coupon(21, 1)]);
    await open({ info: { ...INFO, is_open_weixin_pay: 0 }, user: { ...USER, total_money: "5.00" } });
    await waitFor(() => radio("半价券") && !radio("半价券")?.disabled, "coupons loaded");
    assert.equal(radio("余额支付")?.disabled, true);
    assert.match(radio("余额支付")?.closest("label")?.textContent ?? "", /余额不足以支付本单/);
    assert.equal(confirmButton()?.disabled, true, "nothing to confirm with");
    radio("半价券")?.click();
    await waitFor(() => radio("余额支付") && !radio("余额支付")?.disabled, "4.95 is covered by 5.00");
    assert.equal(radio("余额支付")?.checked, true);
    assert.equal(confirmButton()?.textContent, "确认支付 ¥4.95");
    assert.equal(confirmButton()?.disabled, false);
  });

  test("outside WeChat with WeChat pay on: the QR is first; confirm hands over to the QR sheet (game 1)", async () => {
    coupons([]);
    const { qr, loc } = await open();
    await waitFor(() => radio("微信扫码支付")?.checked, "QR preselected");
    confirmButton()?.click();
    await waitFor(() => qr.length === 1, "QR request");
    assert.deepEqual(qr[0], {
      orderSn: ORDER.sn,
      couponId: undefined,
      amountText: "¥9.90",
      redirect: `/sugar/waiting?sn=SIM-0001&order_sn=${ORDER.sn}&pay_success=1&game_status=1`,
    });
    assert.deepEqual(payments(), [], "the QR sheet asks for the payment itself");
    assert.equal(loc.history?.length, 1);
  });

  test("errorCode 1 on payment: toast, the sheet stays, nothing navigates (§8)", async () => {
    coupons([]);
    server.on("/api/order/payment", json(200, { errorCode: 1, msg: "余额不足" }));
    const { loc } = await open({ info: { ...INFO, is_open_weixin_pay: 0 } });
    await waitFor(() => radio("余额支付")?.checked, "balance");
    confirmButton()?.click();
    await waitFor(() => toasts.getToasts().some((t) => t.message === "余额不足"), "toast");
    await waitFor(() => confirmButton() && !confirmButton()?.disabled, "ready again");
    assert.equal(loc.history?.at(-1), "/sugar?sn=SIM-0001");
    assert.ok(document.querySelector(".pay-sheet"), "still open");
  });

  test("a payment the backend refuses (the order closed) forgets the remembered order: the next start makes a new one", async () => {
    coupons([]);
    const goodsId = 7;
    const expire = Math.floor(Date.now() / 1000) + 600;
    openOrder.rememberOrder("SIM-0001", goodsId, { ...ORDER, expire_time: expire });
    assert.equal(openOrder.reusableOrder("SIM-0001", goodsId, Date.now())?.sn, ORDER.sn, "reused while open");
    server.on("/api/order/payment", json(200, { errorCode: 1, msg: "订单已超时关闭，请重新下单" }));
    await open({ info: { ...INFO, is_open_weixin_pay: 0 } });
    await waitFor(() => radio("余额支付")?.checked, "balance");
    confirmButton()?.click();
    await waitFor(() => toasts.getToasts().some((t) => t.message === "订单已超时关闭，请重新下单"), "toast");
    await waitFor(() => openOrder.reusableOrder("SIM-0001", goodsId, Date.now()) === undefined, "forgotten");
  });

  test("nothing to pay with: a clear note and no confirm", async () => {
    coupons([]);
    await open({ info: { ...INFO, is_open_weixin_pay: 0 }, user: { ...USER, total_money: "0.00" } });
    await waitFor(() => document.body.textContent?.includes("暂无可用的支付方式：请在机器上投币，或请店员帮忙"), "note");
    assert.equal(confirmButton()?.disabled, true);
  });
});
