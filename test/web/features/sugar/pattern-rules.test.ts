/** §2, §5, §6 picker rules, table by table. */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  allowedActions,
  asGoodsType,
  coinsOnStart,
  printerReadiness,
  remarkTags,
  salesCount,
  showAuthor,
  showThumbnails,
  startPrintDisabled,
  typeChipHref,
  type PrinterNow,
  type PrinterReadiness,
  type StartPrintState,
  type Viewer,
} from "../../../../web/src/features/sugar/pattern-rules.ts";

describe("allowedActions (§5: hide level 1 on others', top managers, delete own)", () => {
  const rows: [string, Viewer, boolean, [boolean, boolean, boolean], boolean?][] = [
    ["nobody logged in", { levelType: null, isManager: false }, false, [false, false, false]],
    ["customer, someone else's work", { levelType: 0, isManager: false }, false, [false, false, false]],
    ["customer, own work", { levelType: 0, isManager: false }, true, [false, false, true]],
    ["privileged, someone else's work", { levelType: 1, isManager: false }, false, [true, false, false]],
    ["privileged, own work", { levelType: 1, isManager: false }, true, [false, false, true]],
    ["privileged, another's work already hidden", { levelType: 1, isManager: false }, false, [false, false, false], true],
    ["admin (3) is not privileged", { levelType: 3, isManager: false }, false, [false, false, false]],
    ["super admin (7) is not privileged", { levelType: 7, isManager: false }, false, [false, false, false]],
    ["printer manager", { levelType: 0, isManager: true }, false, [false, true, false]],
    ["privileged manager, own work", { levelType: 1, isManager: true }, true, [false, true, true]],
    ["manager flag without a user", { levelType: null, isManager: true }, false, [false, false, false]],
  ];
  for (const [name, viewer, isSelf, [hide, top, del], hidden] of rows) {
    test(name, () => assert.deepEqual(allowedActions(viewer, isSelf, hidden), { hide, top, delete: del }));
  }
});

describe("thumbnails, author, chip, sales, tags (§2, §9)", () => {
  const thumbs: [boolean, number, boolean][] = [
    [true, 3, true],
    [true, 2, true],
    [true, 1, false],
    [true, 0, false],
    [false, 3, false],
  ];
  for (const [self, n, expected] of thumbs) test(`thumbnails: own ${self}, ${n} images → ${expected}`, () => assert.equal(showThumbnails(self, n), expected));

  for (const [type, expected] of [[8, false], [14, true], [15, true], [16, true]] as const) {
    test(`author shown for type ${type}: ${expected}`, () => assert.equal(showAuthor(type), expected));
  }

  const chips: [number, string | undefined][] = [
    [14, "/sugar/ai-drawing?sn=SIM-0001"],
    [15, "/sugar/drawing?sn=SIM-0001"],
    [16, "/sugar/photo?sn=SIM-0001"],
    [8, undefined],
    [99, undefined],
  ];
  for (const [type, href] of chips) test(`type chip of ${type}`, () => assert.equal(typeChipHref(type, "SIM-0001"), href));

  test("sales are sell_count × 10", () => {
    assert.equal(salesCount(0), 0);
    assert.equal(salesCount(7), 70);
    assert.equal(salesCount(1234), 12340);
  });
  test("remark tags split on any whitespace", () => {
    assert.deepEqual(remarkTags("玫瑰 花  爱情"), ["玫瑰", "花", "爱情"]);
    assert.deepEqual(remarkTags(" a\tb "), ["a", "b"]);
    assert.deepEqual(remarkTags(""), []);
    assert.deepEqual(remarkTags(null), []);
  });
  test("goods type filter ids", () => {
    assert.equal(asGoodsType(15), 15);
    assert.equal(asGoodsType(0), undefined);
    assert.equal(asGoodsType(20), undefined);
  });
});

describe("startPrintDisabled (§5)", () => {
  const ok: StartPrintState = { loading: false, ordering: false, patternId: 5, sn: "SIM-0001" };
  const rows: [string, Partial<StartPrintState>, boolean][] = [
    ["ready", {}, false],
    ["loading", { loading: true }, true],
    ["ordering", { ordering: true }, true],
    ["no pattern id", { patternId: undefined }, true],
    ["no sn", { sn: undefined }, true],
    ["empty sn", { sn: "" }, true],
  ];
  for (const [name, s, expected] of rows) test(name, () => assert.equal(startPrintDisabled({ ...ok, ...s }), expected));
});

describe("startPrintDisabled: an unbound printer (§2 'offline' label) reads and is disabled (issue 11)", () => {
  test("unbound", () => assert.equal(startPrintDisabled({ loading: false, ordering: false, patternId: 1, sn: "S", unbound: true }), true));
  test("bound", () => assert.equal(startPrintDisabled({ loading: false, ordering: false, patternId: 1, sn: "S", unbound: false }), false));
});

describe("printerReadiness (issue 11: refuse offline, a busy printer takes orders; absent online is unknown, not offline)", () => {
  const rows: [string, PrinterNow | undefined, PrinterReadiness][] = [
    ["info not loaded", undefined, { kind: "ready" }],
    ["unbound wins", { is_bind: 0, online: 0 }, { kind: "unbound" }],
    ["offline", { is_bind: 1, online: 0 }, { kind: "offline" }],
    ["online unknown (a backend that does not watch printers)", { is_bind: 1 }, { kind: "ready" }],
    ["online", { is_bind: 1, online: 1 }, { kind: "ready" }],
    ["a fault: its job would fail", { is_bind: 1, online: 1, fault: "device_error" }, { kind: "fault" }],
    ["out of sugar: the job waits for the refill", { is_bind: 1, online: 1, fault: "material_out" }, { kind: "ready" }],
    ["a fault this app does not know", { is_bind: 1, online: 1, fault: "later" }, { kind: "ready" }],
  ];
  for (const [name, info, expected] of rows) test(name, () => assert.deepEqual(printerReadiness(info), expected));
});

describe("coinsOnStart (issue 11: '投币 3 枚开始打印' only when the coins will pay)", () => {
  const rows: [number, number | null, number | undefined][] = [
    [3, 3, 3],
    [5, 3, 3],
    [2, 3, undefined],
    [3, null, undefined],
    [0, 0, undefined],
  ];
  for (const [coins, price, expected] of rows) test(`${coins} coins, price ${price}`, () => assert.equal(coinsOnStart(coins, price), expected));
});
