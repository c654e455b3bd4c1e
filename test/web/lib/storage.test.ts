import { test, describe, after, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import { STORAGE_KEYS } from "../../../web/contract/constants.ts";
import {
  loadPrinterState, readFlag, readJson, readShowAll, readStartUrl, readString, remove, savePrinterState,
  writeFlag, writeJson, writeShowAll, writeStartUrl, writeString, type PrinterLocalState,
} from "../../../web/src/lib/storage.ts";

const dom = installDom("https://shop.example/");
after(() => dom.close());

const ALL_PRINTER_KEYS = [
  STORAGE_KEYS.printerSn, STORAGE_KEYS.eggPrinterSn, STORAGE_KEYS.deviceId, STORAGE_KEYS.deviceSn,
  STORAGE_KEYS.deviceQrcode, STORAGE_KEYS.isBind, STORAGE_KEYS.isManage, STORAGE_KEYS.isOpenGame,
  STORAGE_KEYS.isSecondHalf, STORAGE_KEYS.isOpenPhoneActivity,
];

beforeEach(() => {
  localStorage.clear();
  for (const key of [...ALL_PRINTER_KEYS, STORAGE_KEYS.photoShowAll, STORAGE_KEYS.startUrl]) remove(key);
});

/** Runs `fn` with globalThis.localStorage replaced, then puts the real one back. */
function withLocalStorage(descriptor: PropertyDescriptor, fn: () => void): void {
  const saved = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
  Object.defineProperty(globalThis, "localStorage", { configurable: true, ...descriptor });
  try {
    fn();
  } finally {
    if (saved) Object.defineProperty(globalThis, "localStorage", saved);
  }
}

describe("strings", () => {
  test("round-trip through localStorage itself", () => {
    writeString("s1", "hello");
    assert.equal(readString("s1"), "hello");
    assert.equal(localStorage.getItem("s1"), "hello");
  });

  test("a missing key is undefined", () => assert.equal(readString("never-written"), undefined));

  test("remove deletes it", () => {
    writeString("s2", "x");
    remove("s2");
    assert.equal(readString("s2"), undefined);
    assert.equal(localStorage.getItem("s2"), null);
  });

  test("reads what another tab or an older build stored", () => {
    localStorage.setItem("s3", "from before");
    assert.equal(readString("s3"), "from before");
  });
});

describe("when localStorage fails, an in-memory Map takes over silently", () => {
  test("setItem throws (quota / Safari private mode)", () => {
    localStorage.setItem("q1", "stale");
    const real = localStorage;
    const full = {
      getItem: (k: string) => real.getItem(k),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: (k: string) => real.removeItem(k),
    };
    withLocalStorage({ value: full, writable: true }, () => {
      assert.doesNotThrow(() => writeString("q1", "fresh"));
      assert.equal(readString("q1"), "fresh", "the failed write is not shadowed by the stale stored value");
    });
    assert.equal(real.getItem("q1"), "stale");
    writeString("q1", "persisted");
    assert.equal(real.getItem("q1"), "persisted", "once storage works again writes go through");
    assert.equal(readString("q1"), "persisted");
  });

  test("touching localStorage throws (storage blocked)", () => {
    withLocalStorage({ get: () => { throw new DOMException("denied", "SecurityError"); } }, () => {
      assert.equal(readString("b1"), undefined);
      writeString("b1", "kept");
      assert.equal(readString("b1"), "kept");
      writeFlag("b2", true);
      assert.equal(readFlag("b2"), true);
      remove("b1");
      assert.equal(readString("b1"), undefined);
    });
  });

  test("no localStorage at all (no window)", () => {
    withLocalStorage({ value: undefined, writable: true }, () => {
      writeJson("n1", { a: 1 });
      assert.deepEqual(readJson("n1", (v) => v as { a: number }), { a: 1 });
    });
    remove("n1");
  });
});

describe("JSON", () => {
  const isPoint = (v: unknown): { x: number } | undefined =>
    typeof v === "object" && v !== null && typeof (v as { x?: unknown }).x === "number" ? (v as { x: number }) : undefined;

  const rows: [string, string | undefined, { x: number } | undefined][] = [
    ["valid", '{"x":3}', { x: 3 }],
    ["valid JSON of the wrong shape", '{"x":"3"}', undefined],
    ["bad JSON", "{x:3", undefined],
    ["missing", undefined, undefined],
  ];
  for (const [name, stored, expected] of rows) {
    test(`readJson: ${name}`, () => {
      if (stored !== undefined) localStorage.setItem("j", stored);
      else localStorage.removeItem("j");
      assert.deepEqual(readJson("j", isPoint), expected);
    });
  }

  test("writeJson round-trips", () => {
    writeJson("j2", { x: 7 });
    assert.equal(localStorage.getItem("j2"), '{"x":7}');
    assert.deepEqual(readJson("j2", isPoint), { x: 7 });
  });

  test("values JSON cannot hold are not stored", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    assert.doesNotThrow(() => writeJson("j3", cycle));
    assert.doesNotThrow(() => writeJson("j3", 1n));
    writeJson("j3", undefined);
    assert.equal(readString("j3"), undefined);
  });
});

describe("flags", () => {
  const rows: [string | null, boolean][] = [
    ["1", true],
    ["0", false],
    ["true", true],
    ["false", false],
    ["", false],
    [null, false],
  ];
  for (const [stored, expected] of rows) {
    test(`stored ${JSON.stringify(stored)} reads ${expected}`, () => {
      if (stored === null) localStorage.removeItem("f");
      else localStorage.setItem("f", stored);
      assert.equal(readFlag("f"), expected);
    });
  }

  test("writeFlag stores 1 and 0", () => {
    writeFlag("f2", true);
    assert.equal(localStorage.getItem("f2"), "1");
    writeFlag("f2", false);
    assert.equal(localStorage.getItem("f2"), "0");
  });
});

describe("printer state (§3)", () => {
  const full: PrinterLocalState = {
    sn: "SN001", eggSn: "EGG001", deviceId: "42", deviceSn: "DSN42", deviceQrcode: "https://q.example/42",
    isBind: true, isManage: false, isOpenGame: true, isSecondHalf: false, isOpenPhoneActivity: true,
  };

  test("nothing stored -> empty state", () => assert.deepEqual(loadPrinterState(), {}));

  test("saves under the production keys and loads back", () => {
    savePrinterState(full);
    assert.deepEqual(loadPrinterState(), full);
    assert.equal(localStorage.getItem("printer_sn"), "SN001");
    assert.equal(localStorage.getItem("egg_printer_sn"), "EGG001");
    assert.equal(localStorage.getItem("device_id"), "42");
    assert.equal(localStorage.getItem("is_bind"), "1");
    assert.equal(localStorage.getItem("is_manage"), "0");
    assert.equal(localStorage.getItem("is_open_phone_activity"), "1");
  });

  test("a partial save leaves other fields alone", () => {
    savePrinterState(full);
    savePrinterState({ sn: "SN002", isManage: true });
    assert.deepEqual(loadPrinterState(), { ...full, sn: "SN002", isManage: true });
  });

  test("a field given as undefined is removed", () => {
    savePrinterState(full);
    savePrinterState({ eggSn: undefined, isOpenGame: undefined });
    const state = loadPrinterState();
    assert.equal("eggSn" in state, false);
    assert.equal("isOpenGame" in state, false);
    assert.equal(state.sn, "SN001");
    assert.equal(localStorage.getItem("egg_printer_sn"), null);
  });

  test("an empty stored string is left out", () => {
    localStorage.setItem("printer_sn", "");
    assert.deepEqual(loadPrinterState(), {});
  });
});

describe("show all (§4) and start url (§3)", () => {
  test("show all defaults to false and round-trips", () => {
    assert.equal(readShowAll(), false);
    writeShowAll(true);
    assert.equal(readShowAll(), true);
    assert.equal(localStorage.getItem(STORAGE_KEYS.photoShowAll), "1");
    writeShowAll(false);
    assert.equal(readShowAll(), false);
  });

  test("start url round-trips; missing or empty is undefined", () => {
    assert.equal(readStartUrl(), undefined);
    writeStartUrl("https://shop.example/sugar?sn=SN001");
    assert.equal(readStartUrl(), "https://shop.example/sugar?sn=SN001");
    assert.equal(localStorage.getItem("app_start_url"), "https://shop.example/sugar?sn=SN001");
    writeStartUrl("");
    assert.equal(readStartUrl(), undefined);
  });
});
