/**
 * The admin's one list (CONVENTIONS 16): a table on a desk, cards on a phone, its states, its
 * sortable columns and its pager.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { byText, click, setupComponents, type Harness } from "../harness.tsx";

let h: Harness;
let DataList: typeof import("../../../../web/src/components/admin/data-list.tsx").DataList;
let nextSort: typeof import("../../../../web/src/components/admin/data-list.tsx").nextSort;
let pageWindow: typeof import("../../../../web/src/components/admin/pager.tsx").pageWindow;

before(async () => {
  h = await setupComponents();
  const { loadNamespace } = await import("../../../../web/src/lib/i18n/core.ts");
  await loadNamespace("zh-CN", "admin");
  ({ DataList, nextSort } = await import("../../../../web/src/components/admin/data-list.tsx"));
  ({ pageWindow } = await import("../../../../web/src/components/admin/pager.tsx"));
});
after(() => h.close());

interface Row {
  id: number;
  name: string;
  money: string;
}
const ROWS: Row[] = [
  { id: 1, name: "金龙献瑞", money: "15.00" },
  { id: 2, name: "小猫钓鱼", money: "8.80" },
];

function setWidth(width: number): void {
  h.dom.window.happyDOM.setViewport({ width, height: 800 });
}

type Props = Parameters<typeof DataList<Row>>[0];
function list(p: Partial<Props> = {}) {
  const props: Props = {
    label: "订单",
    columns: [
      { key: "name", header: "图案", cell: (r) => r.name, primary: true },
      { key: "money", header: "金额", cell: (r) => `¥${r.money}`, align: "end", sort: "money" },
    ],
    rows: ROWS,
    rowKey: (r) => r.id,
    card: (r) => <span className="card-body">{r.name}</span>,
    rowHref: (r) => `/admin/order/detail?id=${r.id}`,
    page: 1,
    total: 2,
    limit: 20,
    onPage: () => {},
    ...p,
  };
  return <DataList {...props} />;
}

describe("DataList", () => {
  test("a phone gets cards, each a link to its row", async () => {
    setWidth(375);
    const m = await h.mount(list());
    assert.equal(m.container.querySelector("table"), null);
    const links = [...m.container.querySelectorAll<HTMLAnchorElement>(".data-cards a")];
    assert.deepEqual(links.map((a) => [a.textContent, a.getAttribute("href")]), [["金龙献瑞", "/admin/order/detail?id=1"], ["小猫钓鱼", "/admin/order/detail?id=2"]]);
    await m.unmount();
  });

  test("a desk gets a table with a caption, the primary cell a link, the sort on its header", async () => {
    setWidth(1280);
    const sorts: (string | undefined)[] = [];
    const m = await h.mount(list({ sort: "-money", onSort: (s) => sorts.push(s) }));
    assert.equal(m.container.querySelector("caption")?.textContent, "订单");
    assert.equal(m.container.querySelector("tbody a")?.getAttribute("href"), "/admin/order/detail?id=1");
    const th = [...m.container.querySelectorAll("th")].find((x) => x.textContent?.includes("金额"));
    assert.equal(th?.getAttribute("aria-sort"), "descending");
    click(th?.querySelector("button") ?? null);
    assert.deepEqual(sorts, ["money"]);
    await m.unmount();
    setWidth(375);
  });

  test("loading, then nothing found with filters set offers to clear them; an error offers a retry", async () => {
    let cleared = 0;
    let retried = 0;
    const m = await h.mount(list({ rows: undefined, isLoading: true }));
    assert.ok(m.container.querySelector('[role="status"]'), "a loading state");
    await m.render(list({ rows: [], total: 0, filtered: true, onClearFilters: () => cleared++ }));
    assert.ok(m.container.textContent?.includes("没有符合条件的记录"));
    click(byText(m.container, "button", "清除筛选"));
    assert.equal(cleared, 1);
    await m.render(list({ rows: undefined, error: new Error("网络异常"), onRetry: () => retried++ }));
    assert.ok(m.container.textContent?.includes("网络异常"));
    click(byText(m.container, "button", "重试"));
    assert.equal(retried, 1);
    await m.unmount();
  });

  test("the pager says the total and moves a page at a time", async () => {
    const pages: number[] = [];
    const m = await h.mount(list({ page: 2, total: 45, onPage: (p) => pages.push(p) }));
    assert.ok(m.container.textContent?.includes("共 45 条"));
    assert.ok(m.container.textContent?.includes("2 / 3"));
    click(m.container.querySelector('button[aria-label="下一页"]'));
    click(m.container.querySelector('button[aria-label="上一页"]'));
    assert.deepEqual(pages, [3, 1]);
    await m.unmount();
  });
});

test("nextSort: descending, ascending, then the list's own order", () => {
  assert.deepEqual([nextSort(undefined, "money"), nextSort("-money", "money"), nextSort("money", "money"), nextSort("-create_time", "money")], ["-money", "money", undefined, "-money"]);
});

test("pageWindow: first, last and two either side, gaps marked 0", () => {
  assert.deepEqual(pageWindow(1, 3), [1, 2, 3]);
  assert.deepEqual(pageWindow(6, 12), [1, 0, 4, 5, 6, 7, 8, 0, 12]);
});
