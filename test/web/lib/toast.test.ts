/**
 * The toast store (§3 Toast, §4 lifecycle, §9 limits): durations per type, dismissal then
 * removal 1 s later, the limit of 20, replacement by id. Time is node:test's mock clock.
 */
import { afterEach, beforeEach, describe, mock, test } from "node:test";
import assert from "node:assert/strict";
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type ToastType } from "../../../web/contract/constants.ts";
import { dismiss, getToasts, remove, subscribeToasts, toast, type Toast, type ToastOptions } from "../../../web/src/lib/toast.ts";

beforeEach(() => mock.timers.enable({ apis: ["setTimeout"] }));
afterEach(() => {
  remove(); // clears every pending timer before the mock clock goes
  mock.timers.reset();
});

const byId = (id: string): Toast | undefined => getToasts().find((t) => t.id === id);
const ids = (): string[] => getToasts().map((t) => t.id);

const SHOW: Record<ToastType, (message: string, opts?: ToastOptions) => string> = {
  blank: (m, o) => toast(m, o),
  error: (m, o) => toast.error(m, o),
  success: (m, o) => toast.success(m, o),
  loading: (m, o) => toast.loading(m, o),
  custom: (m, o) => toast.custom(m, o),
};

describe("§9 durations per type", () => {
  const cases: [ToastType, number][] = [
    ["blank", 4000],
    ["error", 4000],
    ["success", 2000],
    ["custom", 4000],
  ];
  for (const [type, ms] of cases) {
    test(`${type}: visible for ${ms} ms, hidden at ${ms} ms, removed ${TOAST_REMOVE_DELAY_MS} ms later`, () => {
      assert.equal(TOAST_DURATION_MS[type], ms, "constant matches §9");
      const id = SHOW[type](`${type} message`);
      const t = byId(id);
      assert.ok(t, "shown");
      assert.equal(t.type, type);
      assert.equal(t.message, `${type} message`);
      assert.equal(t.duration, ms);
      assert.equal(t.position, "top-center");
      assert.equal(t.visible, true);

      mock.timers.tick(ms - 1);
      assert.equal(byId(id)?.visible, true, `still visible at ${ms - 1} ms`);
      mock.timers.tick(1);
      assert.equal(byId(id)?.visible, false, `dismissed at ${ms} ms`);
      mock.timers.tick(TOAST_REMOVE_DELAY_MS - 1);
      assert.ok(byId(id), "kept while it animates out");
      mock.timers.tick(1);
      assert.equal(byId(id), undefined, "removed 1 s after dismissal");
    });
  }

  test("loading stays until dismissed (§9: unlimited)", () => {
    const id = toast.loading("上传中");
    assert.equal(byId(id)?.duration, Number.POSITIVE_INFINITY);
    mock.timers.tick(24 * 60 * 60 * 1000);
    assert.equal(byId(id)?.visible, true, "a day later it is still there");
    dismiss(id);
    assert.equal(byId(id)?.visible, false);
    mock.timers.tick(TOAST_REMOVE_DELAY_MS);
    assert.equal(byId(id), undefined);
  });

  const overrides: [string, ToastOptions, number][] = [
    ["a shorter duration", { duration: 500 }, 500],
    ["a longer duration", { duration: 10_000 }, 10_000],
  ];
  for (const [name, opts, ms] of overrides) {
    test(`options.duration: ${name} (${ms} ms) wins over the type's`, () => {
      const id = toast.success("x", opts);
      assert.equal(byId(id)?.duration, ms);
      mock.timers.tick(ms - 1);
      assert.equal(byId(id)?.visible, true);
      mock.timers.tick(1);
      assert.equal(byId(id)?.visible, false);
    });
  }

  test("options.duration Infinity keeps even an error until dismissed", () => {
    const id = toast.error("x", { duration: Number.POSITIVE_INFINITY });
    mock.timers.tick(60_000);
    assert.equal(byId(id)?.visible, true);
  });

  test("options.position is kept", () => {
    const id = toast("x", { position: "bottom-center" });
    assert.equal(byId(id)?.position, "bottom-center");
  });
});

describe("§4 dismissal and removal", () => {
  test("dismiss(id) hides only that toast; removed 1000 ms later", () => {
    const a = toast.loading("a");
    const b = toast.loading("b");
    dismiss(a);
    assert.equal(byId(a)?.visible, false, "visible false first");
    assert.equal(byId(b)?.visible, true, "the other is untouched");
    mock.timers.tick(999);
    assert.deepEqual(ids(), [b, a], "still in the store at 999 ms");
    mock.timers.tick(1);
    assert.deepEqual(ids(), [b], "gone at 1000 ms");
  });

  test("dismiss() hides all, then all are removed 1 s later", () => {
    const made = [toast("a"), toast.error("b"), toast.loading("c"), toast.success("d")];
    dismiss();
    assert.equal(getToasts().length, 4);
    assert.ok(getToasts().every((t) => !t.visible), "all hidden first");
    mock.timers.tick(TOAST_REMOVE_DELAY_MS);
    assert.deepEqual(getToasts(), [], `removed: ${made.join(",")}`);
  });

  test("dismissing before the duration ends cancels the auto-dismiss timer", () => {
    const id = toast("x"); // 4000 ms
    mock.timers.tick(100);
    dismiss(id);
    mock.timers.tick(TOAST_REMOVE_DELAY_MS);
    assert.equal(byId(id), undefined, "removed 1 s after the manual dismissal, not at 4 s");
  });

  test("dismissing twice does not postpone the removal", () => {
    const id = toast.loading("x");
    dismiss(id);
    mock.timers.tick(600);
    dismiss(id);
    mock.timers.tick(400);
    assert.equal(byId(id), undefined);
  });

  test("dismiss of an unknown id changes nothing and notifies nobody", () => {
    const id = toast.loading("x");
    let calls = 0;
    const off = subscribeToasts(() => calls++);
    dismiss("nope");
    off();
    assert.equal(calls, 0);
    assert.equal(byId(id)?.visible, true);
  });

  test("remove(id) drops at once and cancels its timers", () => {
    const a = toast("a");
    const b = toast("b");
    remove(a);
    assert.deepEqual(ids(), [b]);
    mock.timers.tick(4000); // separate ticks: node's mock clock dates timers set during a tick from its end
    assert.equal(byId(b)?.visible, false);
    mock.timers.tick(TOAST_REMOVE_DELAY_MS);
    assert.deepEqual(ids(), [], "b ran its own course; a's timers did nothing");
  });

  test("remove() drops everything at once", () => {
    toast("a");
    toast.loading("b");
    remove();
    assert.deepEqual(getToasts(), []);
    mock.timers.tick(10_000);
    assert.deepEqual(getToasts(), []);
  });

  test("toast.dismiss / toast.remove are the same functions", () => {
    assert.equal(toast.dismiss, dismiss);
    assert.equal(toast.remove, remove);
  });
});

describe("§9 limit and ids", () => {
  test(`at most ${TOAST_LIMIT}; the oldest is dropped, newest first`, () => {
    assert.equal(TOAST_LIMIT, 20);
    const made: string[] = [];
    for (let i = 0; i < TOAST_LIMIT + 3; i++) made.push(toast.loading(`m${i}`));
    const list = getToasts();
    assert.equal(list.length, TOAST_LIMIT);
    assert.equal(list[0]?.message, `m${TOAST_LIMIT + 2}`, "newest first");
    assert.equal(list.at(-1)?.message, "m3", "m0..m2 dropped");
    for (const gone of made.slice(0, 3)) assert.equal(byId(gone), undefined, `${gone} dropped`);
  });

  test("a dropped toast's timers do not resurrect or disturb anything", () => {
    const first = toast("oldest"); // 4000 ms timer
    for (let i = 0; i < TOAST_LIMIT; i++) toast.loading(`l${i}`);
    assert.equal(byId(first), undefined);
    mock.timers.tick(4000);
    mock.timers.tick(TOAST_REMOVE_DELAY_MS);
    assert.equal(getToasts().length, TOAST_LIMIT);
    assert.ok(getToasts().every((t) => t.visible && t.type === "loading"));
  });

  test("the same id replaces the toast in place of a new one (loading → success)", () => {
    const id = toast.loading("保存中", { id: "save" });
    assert.equal(id, "save");
    toast("other");
    toast.success("已保存", { id: "save" });
    const same = getToasts().filter((t) => t.id === "save");
    assert.equal(same.length, 1, "one toast per id");
    assert.equal(same[0]?.type, "success");
    assert.equal(same[0]?.message, "已保存");
    assert.equal(getToasts()[0]?.id, "save", "moved to the front");
    mock.timers.tick(2000);
    assert.equal(byId("save")?.visible, false, "now follows the success duration");
  });

  test("re-showing a dismissed id makes it visible again and cancels its removal", () => {
    toast.loading("x", { id: "k" });
    dismiss("k");
    mock.timers.tick(500);
    toast.loading("y", { id: "k" });
    mock.timers.tick(TOAST_REMOVE_DELAY_MS);
    assert.equal(byId("k")?.visible, true);
    assert.equal(byId("k")?.message, "y");
  });

  test("generated ids are unique", () => {
    const made = new Set(Array.from({ length: 10 }, (_, i) => toast(`m${i}`)));
    assert.equal(made.size, 10);
  });

  test("subscribers hear every change: show, dismiss, remove", () => {
    let calls = 0;
    const off = subscribeToasts(() => calls++);
    const id = toast("x");
    assert.equal(calls, 1);
    dismiss(id);
    assert.equal(calls, 2);
    mock.timers.tick(TOAST_REMOVE_DELAY_MS);
    assert.equal(calls, 3);
    off();
    toast("y");
    assert.equal(calls, 3, "unsubscribed");
  });
});

describe("identical toasts collapse (issue 11: three \"网络异常\" stacked)", () => {
  test("the same type and message while one is visible: one toast, its duration starts again", () => {
    const first = toast.error("网络异常");
    mock.timers.tick(3000);
    const second = toast.error("网络异常");
    const third = toast.error("网络异常");
    assert.equal(second, first, "the visible toast is reused");
    assert.equal(third, first);
    assert.deepEqual(ids(), [first], "one toast, not three");
    mock.timers.tick(TOAST_DURATION_MS.error - 1);
    assert.equal(byId(first)?.visible, true, "a full §9 duration after the last copy");
    mock.timers.tick(1);
    assert.equal(byId(first)?.visible, false);
  });

  test("a different message, type or position is its own toast", () => {
    const a = toast.error("网络异常");
    const b = toast.error("设备不存在");
    const c = toast("网络异常");
    const d = toast.error("网络异常", { position: "bottom-center" });
    assert.equal(new Set([a, b, c, d]).size, 4);
    assert.equal(getToasts().length, 4);
  });

  test("once the first is dismissed, the same message shows again as a new toast", () => {
    const first = toast.error("网络异常");
    dismiss(first);
    const again = toast.error("网络异常");
    assert.notEqual(again, first);
    assert.equal(byId(again)?.visible, true);
  });
});

describe("a success makes earlier errors stale (27 Nov QA: \"兑换码已被使用\" beside \"优惠券已创建\")", () => {
  test("the errors visible at its position go; other types and positions stay", () => {
    const refused = toast.error("兑换码 TANG2026 已被使用");
    const elsewhere = toast.error("网络异常", { position: "bottom-center" });
    const info = toast("已复制");
    const done = toast.success("优惠券已创建");
    assert.equal(byId(refused)?.visible, false);
    assert.equal(byId(elsewhere)?.visible, true);
    assert.equal(byId(info)?.visible, true);
    assert.equal(byId(done)?.visible, true);
  });
});
