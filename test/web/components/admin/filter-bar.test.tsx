/** A list's filters: edited as a draft, applied with 查询, set ones as chips that clear with a tap. */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { byText, click, setupComponents, type Harness } from "../harness.tsx";

let h: Harness;
let FilterBar: typeof import("../../../../web/src/components/admin/filter-bar.tsx").FilterBar;
let activeChips: typeof import("../../../../web/src/components/admin/filter-bar.tsx").activeChips;
type Field = import("../../../../web/src/components/admin/filter-bar.tsx").FilterField;

before(async () => {
  h = await setupComponents();
  const { loadNamespace } = await import("../../../../web/src/lib/i18n/core.ts");
  await loadNamespace("zh-CN", "admin");
  ({ FilterBar, activeChips } = await import("../../../../web/src/components/admin/filter-bar.tsx"));
});
after(() => h.close());

const FIELDS: Field[] = [
  { kind: "date-range", label: "下单日期", start: "start_date", end: "end_date" },
  { kind: "select", key: "status", label: "状态", options: [{ value: "10", label: "待打印" }, { value: "99", label: "已完成" }] },
  { kind: "text", key: "sn", label: "订单号" },
];

/** Sets a control's value the way typing or picking does (React listens to input/change). */
function set(el: HTMLInputElement | HTMLSelectElement | null, value: string): void {
  if (!el) throw new Error("no control");
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

test("activeChips: one per set field, the way the user reads it", () => {
  assert.deepEqual(activeChips(FIELDS, { start_date: "2026-01-01", status: "99", sn: "T2026" }), [
    { keys: ["start_date", "end_date"], text: "2026-01-01 ~ …" },
    { keys: ["status"], text: "状态: 已完成" },
    { keys: ["sn"], text: "订单号: T2026" },
  ]);
});

test("on a phone: the sheet's draft reaches the list only with 查询; a chip clears its filter", async () => {
  h.dom.window.happyDOM.setViewport({ width: 375, height: 800 });
  const applied: Record<string, string | undefined>[] = [];
  const m = await h.mount(<FilterBar fields={FIELDS} values={{ status: "10" }} onApply={(v) => applied.push(v)} onReset={() => {}} />);
  assert.ok(byText(m.container, "button", "筛选（1）"), "the count of set filters");
  await h.act(async () => click(byText(m.container, "button", "筛选（1）")));
  const sheet = document.querySelector('[role="dialog"]');
  assert.ok(sheet, "the filters open in a sheet");
  await h.act(async () => {
    set(sheet.querySelector<HTMLInputElement>('input[type="search"]'), "T2026");
    set(sheet.querySelector<HTMLSelectElement>("select"), "99");
  });
  assert.deepEqual(applied, [], "nothing applied while editing");
  await h.act(async () => click(byText(sheet, "button", "查询")));
  assert.deepEqual(applied, [{ start_date: undefined, end_date: undefined, status: "99", sn: "T2026" }]);
  await h.act(async () => click(m.container.querySelector('button[aria-label="移除筛选：状态: 待打印"]')));
  assert.deepEqual(applied.at(-1), { status: undefined });
  await m.unmount();
});

test("on a desk: the fields stand in a row with 查询 and 重置", async () => {
  h.dom.window.happyDOM.setViewport({ width: 1280, height: 800 });
  let reset = 0;
  const m = await h.mount(<FilterBar fields={FIELDS} values={{}} onApply={() => {}} onReset={() => reset++} />);
  assert.ok(m.container.querySelector(".filter-bar--wide select"));
  assert.ok(m.container.querySelectorAll('input[type="date"]').length === 2);
  click(byText(m.container, "button", "重置"));
  assert.equal(reset, 1);
  await m.unmount();
  h.dom.window.happyDOM.setViewport({ width: 375, height: 800 });
});
