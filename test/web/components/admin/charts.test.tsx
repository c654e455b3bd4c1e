/** Hand-written SVG charts: the figures are a table for screen readers; arrows move the choice. */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { key, setupComponents, type Harness } from "../harness.tsx";

let h: Harness;
let charts: {
  BarChart: typeof import("../../../../web/src/components/admin/charts/bar-chart.tsx").BarChart;
  niceMax: typeof import("../../../../web/src/components/admin/charts/bar-chart.tsx").niceMax;
  HeatMap: typeof import("../../../../web/src/components/admin/charts/heat-map.tsx").HeatMap;
  heat: typeof import("../../../../web/src/components/admin/charts/heat-map.tsx");
  ShareBar: typeof import("../../../../web/src/components/admin/charts/share-bar.tsx").ShareBar;
  shares: typeof import("../../../../web/src/components/admin/charts/share-bar.tsx").shares;
};

before(async () => {
  h = await setupComponents();
  const bar = await import("../../../../web/src/components/admin/charts/bar-chart.tsx");
  const heat = await import("../../../../web/src/components/admin/charts/heat-map.tsx");
  const share = await import("../../../../web/src/components/admin/charts/share-bar.tsx");
  charts = { BarChart: bar.BarChart, niceMax: bar.niceMax, HeatMap: heat.HeatMap, heat, ShareBar: share.ShareBar, shares: share.shares };
});
after(() => h.close());

const money = (v: number) => `¥${v.toFixed(2)}`;

test("niceMax rounds the scale up to 1, 2, 2.5 or 5 × 10^n", () => {
  assert.deepEqual([0, 0.3, 7, 162.7, 230, 4900, 12_345].map(charts.niceMax), [1, 0.5, 10, 200, 250, 5000, 20_000]);
});

test("a column chart: every month in the hidden table, the last chosen, arrows move the choice", async () => {
  const bars = ["2025-11", "2025-12", "2026-01"].map((m, i) => ({ key: m, label: `${i + 11}月`, name: m, value: [12, 0, 162.7][i] as number }));
  const m = await h.mount(<charts.BarChart caption="近 3 个月收入" bars={bars} format={money} formatAxis={String} head={["月份", "收入"]} stepLabel="左右键切换" />);
  const rows = [...m.container.querySelectorAll("table tbody tr")].map((tr) => tr.textContent);
  assert.deepEqual(rows, ["2025-11¥12.00", "2025-12¥0.00", "2026-01¥162.70"]);
  assert.equal(m.container.querySelector("svg")?.getAttribute("aria-hidden"), "true");
  const readout = () => m.container.querySelector(".chart__readout")?.textContent;
  assert.equal(readout(), "2026-01¥162.70");
  await h.act(async () => key(m.container.querySelector('[role="group"]'), "ArrowLeft"));
  assert.equal(readout(), "2025-12¥0.00");
  assert.equal(m.container.querySelectorAll(".bar-chart__bar--on").length, 1);
  await m.unmount();
});

test("a paired column chart: each bar's second figure beside it, a legend, and the page holding the choice", async () => {
  const bars = ["2025-12", "2026-01"].map((m, i) => ({ key: m, label: m.slice(5), name: m, value: [100, 40][i] as number, second: [30, 80][i] as number }));
  const chosen: string[] = [];
  const m = await h.mount(
    <charts.BarChart caption="收支" bars={bars} format={money} formatAxis={String} head={["月份", "收入"]} stepLabel="左右键切换" legend={["收入", "支出"]} chosen="2025-12" onChoose={(k) => chosen.push(k)} />,
  );
  assert.equal(m.container.querySelectorAll(".bar-chart__col").length, 4, "two columns a month");
  assert.equal(m.container.querySelectorAll(".bar-chart__col--second").length, 2);
  assert.equal(m.container.querySelector(".bar-chart__legend")?.textContent, "收入支出");
  // The scale is the larger of the two figures: 80 of January's out is under the top of 100.
  const cols = [...m.container.querySelectorAll(".bar-chart__bar")].map((g) => [...g.querySelectorAll(".bar-chart__col")].map((r) => Number(r.getAttribute("height"))));
  assert.ok(cols[0]![0]! > cols[1]![1]! && cols[1]![1]! > cols[0]![1]!);
  assert.equal(m.container.querySelector(".bar-chart__bar--on .bar-chart__label")?.textContent, "12", "the page's month is the chosen one");
  await h.act(async () => key(m.container.querySelector('[role="group"]'), "ArrowRight"));
  assert.deepEqual(chosen, ["2026-01"], "a move is told to the page");
  await m.unmount();
});

test("a month heat map: Monday first, every day tinted by its quarter of the best day, today ringed", async () => {
  assert.equal(charts.heat.daysIn("2028-02"), 29);
  assert.equal(charts.heat.firstWeekday("2026-01"), 3, "2026-01-01 was a Thursday");
  assert.deepEqual([0, 1, 25, 26, 100].map((v) => charts.heat.level(v, 100)), [0, 1, 1, 2, 4]);
  const values = new Map([[1, 10], [14, 40]]);
  const m = await h.mount(
    <charts.HeatMap
      caption="1 月每日收入"
      month="2026-01"
      values={values}
      format={money}
      dayName={(d) => `1月${d}日`}
      weekdays={["一", "二", "三", "四", "五", "六", "日"]}
      today={14}
      head={["日期", "收入"]}
      stepLabel="左右键切换日期"
      legend={["少", "多"]}
    />,
  );
  assert.equal(m.container.querySelectorAll("table tbody tr").length, 31);
  assert.equal(m.container.querySelectorAll(".heat-map__day").length, 31);
  assert.ok(m.container.querySelector(".heat-map__day--today.heat-map__day--l4"), "today is the best day");
  assert.equal(m.container.querySelector(".chart__readout")?.textContent, "1月14日¥40.00");
  await m.unmount();
});

test("a share bar says each part's figure and share in words", async () => {
  assert.deepEqual(charts.shares([{ key: "a", label: "a", value: 3 }, { key: "b", label: "b", value: 1 }, { key: "c", label: "c", value: -2 }]), [0.75, 0.25, 0]);
  const m = await h.mount(<charts.ShareBar label="按店铺" parts={[{ key: "1", label: "杭州", value: 86.95 }, { key: "2", label: "上海", value: 63.7 }]} format={money} />);
  assert.deepEqual([...m.container.querySelectorAll("li")].map((li) => li.textContent), ["杭州¥86.9557.7%", "上海¥63.7042.3%"]);
  await m.unmount();
});
