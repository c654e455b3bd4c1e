import { after, afterEach, before, beforeEach, describe, it, mock } from "node:test";
import assert from "node:assert/strict";
import { click, setupComponents, type Harness, type Mounted } from "./harness.tsx";

let h: Harness;
let m: Mounted;
let store: typeof import("../../../web/src/lib/toast.ts");

before(async () => {
  h = await setupComponents();
  store = await import("../../../web/src/lib/toast.ts");
  const { Toaster } = await import("../../../web/src/components/toaster.tsx");
  m = await h.mount(<Toaster />);
});
after(() => h.close());
beforeEach(() => mock.timers.enable({ apis: ["setTimeout"] }));
afterEach(async () => {
  await h.act(async () => store.remove());
  mock.timers.reset();
});

const toastEls = () => [...document.querySelectorAll<HTMLElement>(".toast")];
const tick = (ms: number) => h.act(async () => mock.timers.tick(ms));

describe("Toaster", () => {
  it("renders nothing without toasts", () => {
    assert.equal(m.container.querySelector(".toaster"), null);
  });

  it("shows a success toast politely, with a check icon, at most 350 px wide", async () => {
    await h.act(async () => void store.toast.success("保存成功"));
    const [el] = toastEls();
    assert.ok(el);
    assert.equal(el.getAttribute("role"), "status");
    assert.equal(el.getAttribute("aria-live"), "polite");
    assert.equal(el.querySelector(".toast__message")?.textContent, "保存成功");
    assert.ok(el.querySelector(".toast__icon--success svg"));
    assert.equal(el.dataset.visible, "true");
    assert.ok(el.closest(".toaster__group--top-center"), "default position");
    const root = m.container.querySelector<HTMLElement>(".toaster");
    assert.equal(root?.style.getPropertyValue("--toast-max-width"), "350px");
  });

  it("errors are alerts with a cross; loading shows a spinner; blank has no icon", async () => {
    await h.act(async () => {
      store.toast.error("请求失败");
      store.toast.loading("上传中");
      store.toast("普通提示");
    });
    const byMsg = (msg: string) => toastEls().find((e) => e.textContent?.includes(msg));
    assert.equal(byMsg("请求失败")?.getAttribute("role"), "alert");
    assert.ok(byMsg("请求失败")?.querySelector(".toast__icon--error svg"));
    assert.ok(byMsg("上传中")?.querySelector(".spinner"));
    assert.equal(byMsg("上传中")?.getAttribute("role"), "status");
    const blank = byMsg("普通提示");
    assert.equal(blank?.querySelector(".toast__icon, .spinner"), null);
  });

  it("groups toasts by position", async () => {
    await h.act(async () => {
      store.toast("上方");
      store.toast("下方", { position: "bottom-center" });
    });
    assert.equal(document.querySelector(".toaster__group--top-center")?.textContent, "上方");
    assert.equal(document.querySelector(".toaster__group--bottom-center")?.textContent, "下方");
  });

  it("a tap dismisses: it animates out, then is removed 1 s later", async () => {
    await h.act(async () => void store.toast.success("已复制"));
    const btn = document.querySelector<HTMLButtonElement>(".toast__dismiss");
    assert.equal(btn?.getAttribute("aria-label"), "关闭提示");
    await h.act(async () => click(btn));
    const [el] = toastEls();
    assert.equal(el?.dataset.visible, "false", "leaving");
    assert.equal(el?.getAttribute("aria-hidden"), "true");
    await tick(999);
    assert.equal(toastEls().length, 1, "still animating out");
    await tick(1);
    assert.equal(toastEls().length, 0, "removed after 1 s (§9)");
    assert.equal(m.container.querySelector(".toaster"), null);
  });

  it("a success toast dismisses itself after 2 s and is gone 1 s later (§9)", async () => {
    await h.act(async () => void store.toast.success("支付成功"));
    await tick(1999);
    assert.equal(toastEls()[0]?.dataset.visible, "true");
    await tick(1);
    assert.equal(toastEls()[0]?.dataset.visible, "false");
    await tick(1000);
    assert.equal(toastEls().length, 0);
  });
});
