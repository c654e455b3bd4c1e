/**
 * The state check's invariants (issue 12 item 3; mock-api/store/check*.ts): each rule broken on
 * its own in a copy of the seeded store, then the reproductions through PUT /__mock/state
 * and `main --data`. persist.test.ts has the shapes; this file has what shapes cannot say.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { startApi } from "./harness.ts";
import { runMain } from "./run-main.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { checkStore } from "../../mock-api/store/check.ts";
import { createStore, type Store } from "../../mock-api/store/index.ts";
import { serializeStore } from "../../mock-api/store/archive.ts";
import { loadStateFile } from "./state-files.ts";

const dir = mkdtempSync(join(tmpdir(), "mock-api-store-check-"));
after(() => rmSync(dir, { recursive: true, force: true }));
let fileNo = 0;
const freshFile = () => join(dir, `state-${++fileNo}.json`);

/** A JSON copy of the seed-1 store, as a file or an import would hand it to the check. */
const seeded = (): Store => JSON.parse(JSON.stringify(createStore(1))) as Store;
/** Writes through the types, as a hand-edited file would. */
const loose = (v: unknown) => v as Record<string, unknown>;

function firstLedger(s: Store, kind: "user" | "shop", id: number, currency: "money" | "coins") {
  const e = Object.values(s.ledger).find((x) => x.owner.kind === kind && x.owner.id === id && x.currency === currency);
  assert.ok(e !== undefined, `seed 1 has a ${currency} entry of ${kind} ${id}`);
  return e;
}

/** A print order on a printer (not a top-up, not an egg head's). */
function printOrder(s: Store) {
  const o = Object.values(s.printOrders).find((x) => x.kind === "print" && x.print_type === "sugar");
  assert.ok(o !== undefined, "seed 1 has a print order");
  return o;
}

/** [what is broken, how, the one line it must be refused with]. */
const CASES: [string, (s: Store) => void, RegExp][] = [
  // ids and their counters
  ["a counter below existing ids (the next sign-up would replace customer 1)", (s) => (s.nextId["user"] = 1), /^users\.1\.id: id 1 is not below nextId\.user \(1\)/],
  ["a counter that is not a whole number >= 1", (s) => (s.nextId["shop"] = 0), /^nextId\.shop: 0 is not a whole number >= 1$/],
  ["a collection with ids but no counter", (s) => delete s.nextId["refund"], /^refunds\.1\.id: id 1 is not below nextId\.refund \(1\)/],
  ["a record keyed apart from its id", (s) => (s.users["1"]!.id = 2), /^users\.1\.id: 2 differs from its key "1"$/],
  ["an id inside a record above its counter", (s) => (s.nextId["goods_image"] = 2), /^goods\.\d+\.image_list\.0\.id: id \d+ is not below nextId\.goods_image \(2\)/],
  ["a material spec id above its counter", (s) => (s.nextId["materialSpec"] = 1), /^merchant\.catalogue\.\d+\.specs\.0\.id: .*nextId\.materialSpec/],
  // money and coins as the store holds them
  ["a balance that is not a number", (s) => (s.users["1"]!.total_money = "abc"), /^users\.1\.total_money: "abc" is not a non-negative decimal amount/],
  ["a negative balance", (s) => (s.users["1"]!.total_money = "-5.00"), /^users\.1\.total_money: "-5\.00" is not a non-negative decimal amount/],
  ["money with 3 decimals", (s) => (s.printOrders["1"]!.money = "1.005"), /^printOrders\.1\.money: "1\.005" is not a non-negative decimal amount/],
  ["money in exponent form", (s) => (s.goods["1"]!.price = "1e3"), /^goods\.1\.price: "1e3" is not a non-negative decimal amount/],
  ["negative coins in a wallet", (s) => (s.users["1"]!.coins = -1), /^users\.1\.coins: -1 is not a whole number >= 0$/],
  ["fractional coins at a machine", (s) => (s.printers["SIM-0001"]!.coins = 1.5), /^printers\.SIM-0001\.coins: 1\.5 is not a whole number >= 0$/],
  ["a negative cash-back setting", (s) => (s.config.cash_back = -1), /^config\.cash_back: -1 is not a non-negative decimal amount/],
  ["a negative withdrawal fee", (s) => (Object.values(s.finance.withdrawals)[0]!.fee = "-1.00"), /^finance\.withdrawals\.\d+\.fee: "-1\.00"/],
  // the ledger against the wallets
  ["a wallet apart from its ledger", (s) => (s.users["1"]!.total_money = "26.80"), /^users\.1\.total_money: "26\.80" differs from the ledger's sum for this user \(newest entry ledger\.\d+\)$/],
  ["money in a wallet without ledger entries", (s) => (s.users["4"]!.total_money = "1.00"), /^users\.4\.total_money: "1\.00" differs from the ledger's sum for this user \(no entries: 0\)$/],
  ["coins in a wallet apart from the ledger", (s) => (s.users["1"]!.coins = 4), /^users\.1\.coins: 4 differs from the ledger's sum/],
  ["a ledger entry that does not add up", (s) => (firstLedger(s, "shop", 1, "money").balance = "999.00"), /^ledger\.\d+\.balance: "999\.00" is not the amount .*starts from 0$/],
  ["an amount that is not a decimal", (s) => (firstLedger(s, "user", 1, "money").amount = "+1"), /^ledger\.\d+\.amount: "\+1" is not a decimal amount/],
  ["coins written as money", (s) => (firstLedger(s, "user", 1, "coins").balance = "3.00"), /^ledger\.\d+\.balance: "3\.00" is not a whole number of coins/],
  ["an unknown currency", (s) => (loose(firstLedger(s, "user", 1, "money")).currency = "gold"), /^ledger\.\d+\.currency: "gold" is neither "money" nor "coins"$/],
  // references
  ["a printer of a missing shop", (s) => (s.printers["SIM-0001"]!.shopId = 999), /^printers\.SIM-0001\.shopId: 999 names no record of shops$/],
  ["a shop of a missing company", (s) => (s.shops["1"]!.companyId = 999), /^shops\.1\.companyId: 999 names no record of companies$/],
  ["an order of a missing user", (s) => (s.printOrders["1"]!.userId = 999), /^printOrders\.1\.userId: 999 names no record of users$/],
  ["an order on a missing printer", (s) => (printOrder(s).sn = "SIM-9999"), /^printOrders\.\d+\.sn: "SIM-9999" names no record of printers$/],
  ["an order of missing goods", (s) => (s.printOrders["1"]!.goodsId = 999), /^printOrders\.1\.goodsId: 999 names no record of goods$/],
  ["a coupon of a missing user", (s) => (s.customer.coupons["1"]!.userId = 999), /^customer\.coupons\.1\.userId: 999 names no record of users$/],
  ["a ledger entry of a missing shop", (s) => (firstLedger(s, "shop", 1, "money").owner = { kind: "shop", id: 999 }), /^ledger\.\d+\.owner\.id: 999 names no record of shops$/],
  ["a session of a missing user", (s) => (s.tokens["x"] = { userId: 999, createdAt: 0, expiresAt: 1 }), /^tokens\.x\.userId: 999 names no record of users$/],
  ["a listing on a missing printer", (s) => (Object.values(s.listings)[0]!.sn = "SIM-9999"), /^listings\..+\.sn: "SIM-9999" names no record of printers$/],
  ["a missing platform company", (s) => (s.platformCompanyId = 999), /^platformCompanyId: 999 names no record of companies$/],
  ["a manager of a missing printer", (s) => s.users["1"]!.managedPrinters.push("SIM-9999"), /^users\.1\.managedPrinters\.0: "SIM-9999" names no record of printers$/],
  ["a refund of a missing purchase order", (s) => (Object.values(s.refunds).find((r) => r.order_type !== "tanghua")!.orderId = 999), /^refunds\.\d+\.orderId: 999 names no record of merchant\.purchaseOrders$/],
  ["an unpaid index of a missing order", (s) => (s.customer.unpaid["999"] = 0), /^customer\.unpaid\.999: "999" names no record of printOrders$/],
  ["a cart line of a missing material", (s) => (Object.values(s.merchant.carts)[0]!.goodsId = 999), /^merchant\.carts\.\d+\.goodsId: 999 names no record of merchant\.catalogue$/],
  ["a photo favourite of a missing work", (s) => (Object.values(s.photo.collects)[0]!.workId = 999), /^photo\.collects\..+\.workId: 999 names no record of photo\.works$/],
  // records of collections the shapes do not describe field by field
  ["a record that is not an object", (s) => (loose(s.shops)["1"] = 5), /^shops\.1: 5 is not a record \(a JSON object\)$/],
];

test("every seeded world passes the invariants", () => {
  for (const seed of [1, 2, 42, 7_000_001]) {
    const s = JSON.parse(JSON.stringify(createStore(seed))) as Store;
    assert.deepEqual(checkStore(s), { ok: true, store: s }, `seed ${seed}`);
  }
});

test("states the mock itself makes pass: counters above ids, a managed egg head, extra fields kept", () => {
  const s = seeded();
  s.nextId["user"] = 1000; // ids may skip (ids.ts counts on; a seed may leave gaps)
  s.users["1"]!.managedPrinters.push("EGG-0003"); // company/manage-add lists a printer's egg head too
  loose(s.shops["1"]).laterField = { a: 1 };
  assert.deepEqual(checkStore(s), { ok: true, store: s });
});

test("each broken invariant is refused with one line naming its path and rule", () => {
  for (const [what, breakIt, message] of CASES) {
    const s = seeded();
    breakIt(s);
    const r = checkStore(s);
    assert.equal(r.ok, false, `${what}: refused`);
    if (r.ok) continue;
    assert.match(r.error, message, what);
    assert.ok(!r.error.includes("\n"), `${what}: one line`);
  }
});

test("PUT /__mock/state refuses the issue's reproductions with 422 and one line, and keeps the running state", async (t) => {
  const h = await startApi(t);
  const before = serializeStore(h.api.store);
  for (const [what, breakIt, message] of CASES.filter(([w]) => /counter below|not a number|negative balance|missing shop/.test(w))) {
    const s = seeded();
    breakIt(s);
    const put = await h.call("PUT", "/__mock/state", { body: s, headers: { language: "en" } });
    assert.equal(put.status, 422, `${what}: ${put.text}`);
    const msg = String(put.json?.msg ?? "");
    assert.match(msg, new RegExp(`^not a usable mock-api state: ${message.source.slice(1)}`), what);
    assert.ok(!msg.includes("\n"), `${what}: one line`);
  }
  assert.equal(serializeStore(h.api.store), before, "a refused import changes nothing");
  // With the state as it was, a sign-up takes a new id instead of replacing customer 1.
  await h.loginAs("13900000099");
  assert.equal(h.api.store.users["1"]?.mobile, SEED_USERS.customer.mobile);
});

test("a state starting with a UTF-8 BOM is accepted: the mark is skipped (file and import)", async (t) => {
  const s = seeded();
  s.users["1"]!.nickname = "带BOM的状态";
  const text = `\uFEFF${serializeStore(s)}`;
  const file = freshFile();
  writeFileSync(file, text);
  assert.deepEqual(await loadStateFile(file), s);

  const h = await startApi(t);
  const put = await h.call("PUT", "/__mock/state", { rawBody: text, headers: { "content-type": "application/json" } });
  assert.equal(put.status, 200, put.text);
  assert.equal(h.api.store.users["1"]?.nickname, "带BOM的状态");
});

test("main --data with a file breaking an invariant: one line naming it, exit 1, the file untouched", async () => {
  const web = join(dir, "web");
  mkdirSync(web, { recursive: true });
  writeFileSync(join(web, "index.html"), "<!doctype html><title>糖画</title>");
  for (const [what, breakIt, message] of CASES.filter(([w]) => /counter below|not a number|missing shop|adds up|add up/.test(w))) {
    const s = seeded();
    breakIt(s);
    const file = freshFile();
    const text = serializeStore(s);
    writeFileSync(file, text);
    const r = await runMain(["--port", "0", "--static", web, "--data", file]);
    assert.equal(r.code, 1, `${what}: ${r.stdout}`);
    assert.equal(r.stderr.trim().split("\n").length, 1, r.stderr);
    assert.match(r.stderr, new RegExp(`^mock-api: .*state-\\d+\\.json is not a usable mock-api state: ${message.source.slice(1).replace(/\$$/, "")}`), what);
    assert.equal(readFileSync(file, "utf8"), text, "the file is never touched");
  }
});
