/** The input pieces the admin-area groups share: text, money, closed query enums, dates, contacts. */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as z from "zod/mini";
import { ImageRef, line, note, queryOneOf, text } from "../../../web/contract/http/common.ts";
import { BankAccount, ChineseName, DateRange, dateRangeCheck, IdList, moneyInput, Phone } from "../../../web/contract/http/manage-common.ts";

const cases: readonly (readonly [string, z.ZodMiniType, unknown, unknown])[] = [
  // [what, schema, input, parsed or Error when refused]
  ["line trims", line(5), "  糖画  ", "糖画"],
  ["line refuses blank", line(5), "   ", Error],
  ["line refuses a newline", line(20), "a\nb", Error],
  ["line counts after trimming", line(2), " ab ", "ab"],
  ["text keeps newlines", text(20), "原因一\n原因二", "原因一\n原因二"],
  ["text refuses blank", text(20), " \n ", Error],
  ["note keeps newlines", note(20), "第一行\n第二行", "第一行\n第二行"],
  ["note may be empty", note(20), "", ""],
  ["note refuses NUL", note(20), "a\u0000b", Error],
  ["money from a number", moneyInput(), 12.5, 12.5],
  ["money from text", moneyInput(), "12.50", 12.5],
  ["money float noise rounds to cents", moneyInput(), 0.1 + 0.2, 0.3],
  ["money refuses 0", moneyInput(), 0, Error],
  ["money refuses '0.00'", moneyInput(), "0.00", Error],
  ["money refuses 3 decimals", moneyInput(), 1.005, Error],
  ["money refuses NaN", moneyInput(), Number.NaN, Error],
  ["money refuses a negative text", moneyInput(), "-1", Error],
  ["money refuses above its cap", moneyInput(100), 100.01, Error],
  ["query enum from text", queryOneOf([0, 20, 99]), "20", 20],
  ["query enum from a number", queryOneOf([0, 20, 99]), 0, 0],
  ["query enum refuses an empty value", queryOneOf([0, 20, 99]), "", Error],
  ["query enum refuses ' 20'", queryOneOf([0, 20, 99]), " 20", Error],
  ["query enum refuses 21", queryOneOf([0, 20, 99]), "21", Error],
  ["image path", ImageRef, "/uploads/a.png", "/uploads/a.png"],
  ["image https", ImageRef, "https://cdn.example/a.png", "https://cdn.example/a.png"],
  ["image refuses data:", ImageRef, "data:image/png;base64,AAAA", Error],
  ["image refuses //host", ImageRef, "//evil.example/a.png", Error],
  ["image refuses a space", ImageRef, "/a b.png", Error],
  ["image refuses ..", ImageRef, "/uploads/../secret.png", Error],
  ["landline", Phone, "0571-88888888", "0571-88888888"],
  ["400 number", Phone, "400-826-7788", "400-826-7788"],
  ["mobile", Phone, "13800000005", "13800000005"],
  ["phone refuses 10 digits", Phone, "1380000000", Error],
  ["Chinese name", ChineseName, "王小明", "王小明"],
  ["Chinese name with a middle dot", ChineseName, "阿依古丽·买买提", "阿依古丽·买买提"],
  ["Chinese name refuses two dots", ChineseName, "阿依古丽··买买提", Error],
  ["Chinese name refuses Latin", ChineseName, "Wang", Error],
  ["Chinese name refuses 21 characters", ChineseName, "王".repeat(21), Error],
  ["bank account 19 digits", BankAccount, "6222021202041234567", "6222021202041234567"],
  ["bank account refuses dashes", BankAccount, "6222-0212-0204-1234", Error],
  ["ids distinct", IdList, [1, 2], [1, 2]],
  ["ids refuse 0", IdList, [0], Error],
];

for (const [what, schema, input, expected] of cases) {
  test(`manage-common: ${what}`, () => {
    const r = schema.safeParse(input);
    if (expected === Error) assert.equal(r.success, false, JSON.stringify(r.data));
    else {
      assert.ok(r.success, JSON.stringify(r.error?.issues));
      assert.deepEqual(r.data, expected);
    }
  });
}

test("manage-common: a date range may be open on either side but never reversed", () => {
  const range = z.strictObject(DateRange).check(dateRangeCheck);
  assert.ok(range.safeParse({}).success);
  assert.ok(range.safeParse({ start_date: "2025-06-01" }).success);
  assert.ok(range.safeParse({ start_date: "2025-06-01", end_date: "2025-06-01" }).success);
  assert.equal(range.safeParse({ start_date: "2025-06-02", end_date: "2025-06-01" }).success, false);
  assert.equal(range.safeParse({ end_date: "2025-02-29" }).success, false, "2025 is not a leap year");
});

test("manage-common: closed query enums reach OpenAPI as enums", () => {
  const schema = z.toJSONSchema(queryOneOf([0, 20, 99]), { io: "input" }) as { anyOf?: { enum?: unknown[] }[] };
  assert.deepEqual(schema.anyOf?.map((s) => s.enum), [[0, 20, 99], ["0", "20", "99"]]);
});
