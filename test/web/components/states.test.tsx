import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { byText, click, setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let s: typeof import("../../../web/src/components/states.tsx");

before(async () => {
  h = await setupComponents();
  s = await import("../../../web/src/components/states.tsx");
});
after(() => h.close());

describe("states", () => {
  it("Spinner is a labelled progress indicator, or hidden when decorative", async () => {
    const { Spinner } = s;
    const m = await h.mount(
      <>
        <Spinner />
        <Spinner label="上传中" size="lg" />
        <Spinner decorative />
      </>,
    );
    const [a, b, c] = [...m.container.querySelectorAll(".spinner")];
    assert.equal(a?.getAttribute("role"), "progressbar");
    assert.equal(a?.getAttribute("aria-label"), "加载中…");
    assert.equal(b?.getAttribute("aria-label"), "上传中");
    assert.ok(b?.classList.contains("spinner--lg"));
    assert.equal(c?.getAttribute("aria-hidden"), "true");
    assert.equal(c?.getAttribute("role"), null);
    await m.unmount();
  });

  it("FullScreenSpinner is a status announcing the app is loading (§2)", async () => {
    const { FullScreenSpinner } = s;
    const m = await h.mount(<FullScreenSpinner />);
    const status = m.container.querySelector('[role="status"]');
    assert.ok(status?.classList.contains("full-screen-spinner"));
    assert.equal(status?.textContent, "加载中…");
    assert.ok(status?.querySelector(".spinner"));
    await m.unmount();
  });

  it("EmptyState defaults its title and shows text and action", async () => {
    const { EmptyState } = s;
    const m = await h.mount(<EmptyState text="去画一个吧" action={<a href="/sugar/drawing">开始绘画</a>} />);
    assert.ok(m.container.textContent?.includes("暂无数据"));
    assert.ok(m.container.textContent?.includes("去画一个吧"));
    assert.equal(m.container.querySelector("a")?.textContent, "开始绘画");
    assert.ok(m.container.querySelector(".state__icon svg"));
    await m.unmount();
  });

  it("ErrorState is an alert with a retry button calling onRetry", async () => {
    const { ErrorState } = s;
    let retries = 0;
    const m = await h.mount(<ErrorState message="网关超时" onRetry={() => retries++} />);
    const alert = m.container.querySelector('[role="alert"]');
    assert.ok(alert?.textContent?.includes("加载失败"));
    assert.ok(alert?.textContent?.includes("网关超时"));
    await h.act(async () => click(byText(m.container, "button", "重试")));
    assert.equal(retries, 1);
    await m.render(<ErrorState />);
    assert.equal(byText(m.container, "button", "重试"), null, "no retry without onRetry");
    await m.unmount();
  });

  it("LoadingState shows visible progress text", async () => {
    const { LoadingState } = s;
    const m = await h.mount(<LoadingState label="正在加载订单" />);
    assert.equal(m.container.querySelector('[role="status"]')?.textContent, "正在加载订单");
    await m.unmount();
  });

  it("errorMessage reads Errors and strings only", () => {
    assert.equal(s.errorMessage(new Error("x")), "x");
    assert.equal(s.errorMessage("y"), "y");
    assert.equal(s.errorMessage({ message: "z" }), undefined);
    assert.equal(s.errorMessage(new Error("")), undefined);
  });
});
