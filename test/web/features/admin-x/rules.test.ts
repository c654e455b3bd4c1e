/**
 * The platform admin's pure rules (issue 17): the parcel form (serials as pasted, the contract's
 * limits), the refund amount an admin may pay back, the settings form, and the audit journal's
 * before/after changes.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseSerials, shipProblems } from "../../../../web/src/features/admin-x/components/ship-rules.ts";
import { settingsInput, settingsProblems } from "../../../../web/src/features/admin-x/components/settings-rules.ts";
import { changesOf } from "../../../../web/src/features/admin-x/components/audit-changes.ts";
import { platformLevel } from "../../../../web/src/features/admin-x/components/level.ts";

test("serials: one a line or separated by spaces, commas or 、; blanks dropped", () => {
  assert.deepEqual(parseSerials(" TH-1\nTH-2 , TH-3、TH-4；\n\n"), ["TH-1", "TH-2", "TH-3", "TH-4"]);
  assert.deepEqual(parseSerials("  \n "), []);
});

test("a parcel: carrier, tracking number and serials are checked before sending", () => {
  const ok = { company: "顺丰速运", tracking_no: "SF1234567890", sns: ["TH-1", "TH-2"], left: 2 };
  assert.deepEqual(shipProblems(ok), []);
  assert.deepEqual(shipProblems({ ...ok, sns: null }), [], "materials name no serials");
  assert.deepEqual(shipProblems({ ...ok, company: " " }).map((p) => p.key), ["companyRequired"]);
  assert.deepEqual(shipProblems({ ...ok, company: "快".repeat(31) }).map((p) => p.key), ["companyTooLong"]);
  assert.deepEqual(shipProblems({ ...ok, tracking_no: "SF1" }).map((p) => p.key), ["trackingBad"]);
  assert.deepEqual(shipProblems({ ...ok, tracking_no: "SF 123456" }).map((p) => p.key), ["trackingBad"]);
  assert.deepEqual(shipProblems({ ...ok, sns: [] }).map((p) => p.key), ["snsRequired"]);
  assert.deepEqual(shipProblems({ ...ok, sns: ["TH 1"] }), [{ field: "sns", key: "snBad", sn: "TH 1" }]);
  assert.deepEqual(shipProblems({ ...ok, sns: ["TH-1", "TH-1"] }), [{ field: "sns", key: "snTwice", sn: "TH-1" }]);
  assert.deepEqual(shipProblems({ ...ok, sns: ["TH-1", "TH-2", "TH-3"] }), [{ field: "sns", key: "snsTooMany", left: 2 }]);
});

test("a refund's amount: above 0, two decimals, never more than asked", async () => {
  const { refundAmountError } = await import("../../../../web/src/features/admin-x/components/refund-panel.tsx");
  assert.equal(refundAmountError("12.35", 1235), undefined);
  assert.equal(refundAmountError(" 5 ", 1235), undefined);
  assert.equal(refundAmountError("12.36", 1235), "amountTooMuch");
  assert.equal(refundAmountError("0", 1235), "amountBad");
  assert.equal(refundAmountError("1.234", 1235), "amountBad");
  assert.equal(refundAmountError("-1", 1235), "amountBad");
  assert.equal(refundAmountError("", 1235), "amountBad");
});

test("settings: cash back, the pop-up percentage and the service phone, as the contract takes them", () => {
  const ok = { cash_back: "1.5", popup_percent: "30", kefu_phone: "400-826-7788" };
  assert.deepEqual(settingsProblems(ok), {});
  assert.deepEqual(settingsInput(ok), { cash_back: "1.50", popup_probability: 0.3, kefu_phone: "400-826-7788" });
  assert.deepEqual(settingsProblems({ cash_back: "0", popup_percent: "101", kefu_phone: "12345" }), { cash_back: "cashBackBad", popup_percent: "percentBad", kefu_phone: "phoneBad" });
  assert.deepEqual(settingsProblems({ ...ok, cash_back: "100.01" }), { cash_back: "cashBackTooMuch" });
  for (const phone of ["13800000005", "0571-88888888", "02188888888", "4008267788"]) assert.deepEqual(settingsProblems({ ...ok, kefu_phone: phone }), {}, phone);
});

test("the journal's changes: the fields that differ, before and after", () => {
  const changes = changesOf({ before: { status: 10, remark: "", amount: "12.35" }, after: { status: 20, remark: "", amount: "12.35" } });
  assert.deepEqual(changes.map((c) => c.field), ["status"]);
  assert.equal(changesOf({ before: null, after: null }).length, 0);
  // A parcel's carrier is what the action added; a remark left blank says nothing.
  assert.deepEqual(changesOf({ before: { status: 20 }, after: { status: 21, company: "顺丰速运", remark: "" } }), [
    { field: "status", before: 20, after: 21, added: false },
    { field: "company", before: undefined, after: "顺丰速运", added: true },
  ]);
  // Shipping kept only the new status and parcel: the refund status and remark it did not touch are not "→ none".
  assert.deepEqual(changesOf({ before: { status: 20, refund_status: 0, remark: "" }, after: { status: 21, company: "顺丰速运" } }).map((c) => c.field), ["status", "company"]);
});

test("levels: 1 reads, 3 acts, 7 acts and is the super admin", () => {
  assert.deepEqual([1, 3, 7, 0].map((l) => platformLevel(l).canAct), [false, true, true, false]);
  assert.deepEqual([1, 3, 7].map((l) => platformLevel(l).isSuper), [false, false, true]);
});
