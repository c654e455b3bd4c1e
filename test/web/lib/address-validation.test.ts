import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { validateAddress, type AddressFormValues } from "../../../web/src/lib/address-validation.ts";

const REGION = { province_id: 330000, city_id: 330100, district_id: 330106 };
const good: AddressFormValues = { name: "王小糖", mobile: "13912345678", region: REGION, detail: "文三路 90 号", isDefault: false };

describe("validateAddress", () => {
  test("a complete address becomes the contract's input (trimmed, default flag as 0/1)", () => {
    const r = validateAddress({ ...good, name: " 王小糖 ", mobile: "139 1234 5678", detail: "  文三路 90 号 ", isDefault: true });
    assert.deepEqual(r, {
      ok: true,
      input: { name: "王小糖", mobile: "13912345678", province_id: 330000, city_id: 330100, district_id: 330106, detail: "文三路 90 号", is_default: 1 },
    });
  });

  const cases: [string, Partial<AddressFormValues>, Record<string, string>][] = [
    ["all empty", { name: "", mobile: "", region: null, detail: "" }, { name: "address.error.nameRequired", mobile: "address.error.mobileRequired", region: "address.error.regionRequired", detail: "address.error.detailRequired" }],
    ["latin name (§5 Chinese-name check)", { name: "Tom" }, { name: "address.error.nameChinese" }],
    ["one character", { name: "王" }, { name: "address.error.nameChinese" }],
    ["name with a space", { name: "王 小糖" }, { name: "address.error.nameChinese" }],
    ["short mobile", { mobile: "1391234" }, { mobile: "address.error.mobileInvalid" }],
    ["mobile not starting 13-19", { mobile: "12912345678" }, { mobile: "address.error.mobileInvalid" }],
    ["blank street", { detail: "   " }, { detail: "address.error.detailRequired" }],
    ["street over 120", { detail: "路".repeat(121) }, { detail: "address.error.detailTooLong" }],
    ["street with a newline", { detail: "文三路\n90 号" }, { detail: "address.error.detailRequired" }],
  ];
  for (const [name, patch, errors] of cases) {
    test(`refuses: ${name}`, () => {
      assert.deepEqual(validateAddress({ ...good, ...patch }), { ok: false, errors });
    });
  }

  test("a transliterated name with a middle dot is a Chinese name", () => {
    assert.equal(validateAddress({ ...good, name: "阿依古丽·买买提" }).ok, true);
  });
});
