import { after, afterEach, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { byText, click, setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let PagedList: typeof import("../../../web/src/components/list.tsx").PagedList;

/** A controllable IntersectionObserver: tests decide when the sentinel is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  private readonly cb: IntersectionObserverCallback;
  constructor(cb: IntersectionObserverCallback) {
    this.cb = cb;
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.cb(entries, this as unknown as IntersectionObserver);
  }
  static live() {
    return FakeObserver.all.filter((o) => !o.disconnected);
  }
}

const g = globalThis as { IntersectionObserver?: unknown };
let realObserver: unknown;

before(async () => {
  h = await setupComponents();
  realObserver = g.IntersectionObserver;
  g.IntersectionObserver = FakeObserver;
  ({ PagedList } = await import("../../../web/src/components/list.tsx"));
});
after(async () => {
  g.IntersectionObserver = realObserver;
  await h.close();
});
afterEach(() => {
  FakeObserver.all = [];
});

interface Row {
  id: number;
  name: string;
}
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `图案 ${i + 1}` }));

function list(props: Partial<Parameters<typeof PagedList<Row>>[0]> = {}) {
  return <PagedList<Row> items={[]} getKey={(r) => r.id} renderItem={(r) => <span className="row">{r.name}</span>} {...props} />;
}

describe("PagedList", () => {
  it("shows a loading state for the first page", async () => {
    const m = await h.mount(list({ isLoading: true }));
    const status = m.container.querySelector('[role="status"]');
    assert.ok(status);
    assert.equal(status.textContent, "加载中…");
    assert.equal(m.container.querySelector("li"), null);
    await m.unmount();
  });

  it("shows the default empty state, or a custom one", async () => {
    const m = await h.mount(list());
    assert.ok(m.container.textContent?.includes("暂无数据"));
    await m.render(list({ empty: <p id="custom">还没有作品</p> }));
    assert.equal(m.container.querySelector("#custom")?.textContent, "还没有作品");
    assert.ok(!m.container.textContent?.includes("暂无数据"));
    await m.unmount();
  });

  it("shows a first-page error with its message and a retry button", async () => {
    let retries = 0;
    const m = await h.mount(list({ error: new Error("网络异常"), onRetry: () => retries++ }));
    const alert = m.container.querySelector('[role="alert"]');
    assert.ok(alert);
    assert.ok(alert.textContent?.includes("加载失败"));
    assert.ok(alert.textContent?.includes("网络异常"));
    await h.act(async () => click(byText(m.container, "button", "重试")));
    assert.equal(retries, 1);
    await m.unmount();
  });

  it("renders items with a load-more button while there are more pages", async () => {
    let loads = 0;
    const m = await h.mount(list({ items: rows(3), hasMore: true, onLoadMore: () => loads++ }));
    assert.deepEqual([...m.container.querySelectorAll(".row")].map((e) => e.textContent), ["图案 1", "图案 2", "图案 3"]);
    assert.equal(m.container.querySelectorAll("li").length, 3);
    await h.act(async () => click(byText(m.container, "button", "加载更多")));
    assert.equal(loads, 1);
    await m.unmount();
  });

  it("loads the next page when the sentinel scrolls into view, once per page", async () => {
    let loads = 0;
    const onLoadMore = () => loads++;
    const m = await h.mount(list({ items: rows(3), hasMore: true, onLoadMore }));
    const [io] = FakeObserver.live();
    assert.ok(io, "sentinel observed");
    assert.ok(io.observed[0]?.classList.contains("paged-list__sentinel"));
    io.fire(false);
    assert.equal(loads, 0, "not in view yet");
    await h.act(async () => io.fire(true));
    assert.equal(loads, 1);
    await h.act(async () => io.fire(true));
    assert.equal(loads, 1, "a page is asked for once");

    // While loading: a progress row, no sentinel, no button.
    await m.render(list({ items: rows(3), hasMore: true, onLoadMore, isLoadingMore: true }));
    assert.equal(FakeObserver.live().length, 0);
    assert.equal(byText(m.container, "button", "加载更多"), null);
    assert.ok(m.container.querySelector('[role="status"]')?.textContent?.includes("加载中…"));
    assert.equal(m.container.querySelector(".paged-list")?.getAttribute("aria-busy"), "true");

    // The next page arrived and the sentinel is still in view: a fresh observer asks again.
    await m.render(list({ items: rows(6), hasMore: true, onLoadMore }));
    const [io2] = FakeObserver.live();
    assert.ok(io2 && io2 !== io);
    await h.act(async () => io2.fire(true));
    assert.equal(loads, 2);
    await m.unmount();
  });

  it("says no more at the end", async () => {
    const m = await h.mount(list({ items: rows(2), hasMore: false }));
    assert.ok(m.container.textContent?.includes("没有更多了"));
    assert.equal(byText(m.container, "button", "加载更多"), null);
    assert.equal(FakeObserver.live().length, 0);
    await m.unmount();
  });

  it("keeps loaded items when a later page fails, with an inline retry", async () => {
    let retries = 0;
    const m = await h.mount(list({ items: rows(2), hasMore: true, error: new Error("请求超时"), onRetry: () => retries++ }));
    assert.equal(m.container.querySelectorAll("li").length, 2);
    const alert = m.container.querySelector('[role="alert"]');
    assert.ok(alert?.textContent?.includes("请求超时"));
    assert.equal(FakeObserver.live().length, 0, "no automatic retry loop");
    await h.act(async () => click(byText(m.container, "button", "重试")));
    assert.equal(retries, 1);
    await m.unmount();
  });

  it("still works without IntersectionObserver (button fallback)", async () => {
    g.IntersectionObserver = undefined;
    try {
      let loads = 0;
      const m = await h.mount(list({ items: rows(1), hasMore: true, onLoadMore: () => loads++ }));
      await h.act(async () => click(byText(m.container, "button", "加载更多")));
      assert.equal(loads, 1);
      await m.unmount();
    } finally {
      g.IntersectionObserver = FakeObserver;
    }
  });
});
