/**
 * Export to CSV: the range is checked under its field (both days, in order, at most 366 days)
 * before anything is asked; then the file the backend made is downloaded by the browser.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { byText, click, setupComponents, type Harness } from "../harness.tsx";

let h: Harness;
let mod: typeof import("../../../../web/src/components/admin/export-drawer.tsx");

before(async () => {
  h = await setupComponents();
  const { loadNamespace } = await import("../../../../web/src/lib/i18n/core.ts");
  await loadNamespace("zh-CN", "admin");
  mod = await import("../../../../web/src/components/admin/export-drawer.tsx");
});
after(() => h.close());

test("rangeProblem", () => {
  assert.equal(mod.rangeProblem("", "2026-01-01", 366), "required");
  assert.equal(mod.rangeProblem("2026-02-01", "2026-01-01", 366), "order");
  assert.equal(mod.rangeProblem("2025-01-01", "2026-01-01", 366), undefined, "366 days is allowed");
  assert.equal(mod.rangeProblem("2025-01-01", "2026-01-02", 366), "tooLong");
});

test("a range too long says so under the dates and asks nothing; a good one downloads the file", async () => {
  const asked: [string, string][] = [];
  const clicked: { href: string; download: string }[] = [];
  const realClick = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute("href") ?? "", download: this.download });
  };
  try {
    const onExport = async (a: string, b: string) => {
      asked.push([a, b]);
      return { url: "/mock/downloads/7.csv", file_name: "tanghua-orders-20250101-20251231.csv", row_count: 12 };
    };
    let closed = 0;
    const m = await h.mount(<mod.ExportDrawer open onClose={() => closed++} title="导出糖画订单" start="2024-01-01" end="2025-12-31" maxDays={366} onExport={onExport} />);
    const sheet = document.querySelector('[role="dialog"]');
    assert.ok(sheet);
    await h.act(async () => click(byText(sheet, "button", "导出并下载")));
    assert.ok(sheet.textContent?.includes("一次最多导出 366 天"), "the error under the range");
    assert.equal(sheet.querySelector('input[type="date"]')?.getAttribute("aria-invalid"), "true");
    assert.deepEqual(asked, []);
    await m.render(<mod.ExportDrawer open onClose={() => closed++} title="导出糖画订单" start="2025-01-01" end="2025-12-31" maxDays={366} onExport={onExport} />);
    await h.act(async () => click(byText(document.body, "button", "导出并下载")));
    assert.deepEqual(asked, [["2025-01-01", "2025-12-31"]]);
    assert.deepEqual(clicked, [{ href: "/mock/downloads/7.csv", download: "tanghua-orders-20250101-20251231.csv" }]);
    assert.equal(closed, 1);
    await m.unmount();
  } finally {
    HTMLAnchorElement.prototype.click = realClick;
  }
});
