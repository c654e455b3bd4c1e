/**
 * The heartbeat codec: golden vectors (the wire format must never drift), round trips, and every
 * way a frame can be malformed → a typed error, never a throw.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { crc16 } from "../../../../web/contract/device/crc16.ts";
import {
  decodeHeartbeat,
  describeHeartbeatError,
  encodeHeartbeat,
  fromHex,
  HEARTBEAT_LENGTH,
  OFFSET,
  PRINT_MODE,
  toHex,
  type Heartbeat,
} from "../../../../web/contract/device/heartbeat.ts";

const PRINTING: Heartbeat = {
  sn: "SIM-0001", targetTemp: 135, currentTemp: 128.4, targetBedTemp: 45, currentBedTemp: 44.9,
  materialPresent: true, printMode: PRINT_MODE.PRINTING, bambooPresent: true, heating: true,
  printFlow: 100, printSpeed: 95, bytesRead: 123456, printTime: 754, uptime: 86400,
};
const IDLE_COLD: Heartbeat = {
  sn: "A", targetTemp: 0, currentTemp: -5.5, targetBedTemp: 0, currentBedTemp: 21,
  materialPresent: false, printMode: PRINT_MODE.IDLE, bambooPresent: false, heating: false,
  printFlow: 0, printSpeed: 0, bytesRead: 0, printTime: 0, uptime: 4294967295,
};

// Checked by hand against the layout in heartbeat.ts (e.g. 0546 = 1350 → 135.0 °C, ffc9 = −55 → −5.5 °C).
const GOLDEN: [string, Heartbeat, string][] = [
  ["printing", PRINTING, "0107020853494d2d3030303100000000000000000546050401c201c10064005f0001e240000002f200015180f05c"],
  ["idle and cold, max uptime", IDLE_COLD, "01000001410000000000000000000000000000000000ffc9000000d2000000000000000000000000ffffffff4b5a"],
];

describe("golden vectors", () => {
  for (const [name, hb, hex] of GOLDEN) {
    test(`${name}: encodes to the pinned bytes and decodes back`, () => {
      assert.equal(toHex(encodeHeartbeat(hb)), hex);
      const bytes = fromHex(hex);
      assert.ok(bytes);
      assert.deepEqual(decodeHeartbeat(bytes), { ok: true, value: hb });
    });
  }

  test("CRC-16/CCITT-FALSE check value", () => {
    assert.equal(crc16(new TextEncoder().encode("123456789")), 0x29b1);
  });
});

describe("round trips", () => {
  const rows: [string, Partial<Heartbeat>][] = [
    ["16-character serial", { sn: "SIM_ABCDEFGH-123" }],
    ["every mode", { printMode: PRINT_MODE.ERROR }],
    ["negative temperatures", { currentTemp: -40, currentBedTemp: -0.1 }],
    ["large job", { bytesRead: 0xfffffffe, printTime: 3600 * 24 * 365 }],
    ["done, only bamboo", { printMode: PRINT_MODE.DONE, materialPresent: false, bambooPresent: true, heating: false }],
  ];
  for (const [name, patch] of rows) {
    test(name, () => {
      const hb = { ...PRINTING, ...patch };
      assert.deepEqual(decodeHeartbeat(encodeHeartbeat(hb)), { ok: true, value: hb });
    });
  }

  test("temperatures round to 0.1 °C and clamp to int16; counters clamp", () => {
    const r = decodeHeartbeat(encodeHeartbeat({ ...PRINTING, currentTemp: 128.44, targetTemp: 99999, printFlow: -3, bytesRead: 2 ** 40 }));
    assert.ok(r.ok);
    assert.equal(r.value.currentTemp, 128.4);
    assert.equal(r.value.targetTemp, 3276.7);
    assert.equal(r.value.printFlow, 0);
    assert.equal(r.value.bytesRead, 0xffffffff);
  });

  test("a view into a larger buffer (Node's pooled Buffers) decodes by its own offset", () => {
    const frame = encodeHeartbeat(PRINTING);
    const pool = new Uint8Array(200).fill(0xee);
    pool.set(frame, 77);
    assert.deepEqual(decodeHeartbeat(pool.subarray(77, 77 + HEARTBEAT_LENGTH)), { ok: true, value: PRINTING });
  });

  test("encodes into a caller's buffer without allocating", () => {
    const out = new Uint8Array(HEARTBEAT_LENGTH);
    assert.equal(encodeHeartbeat(PRINTING, out), out);
  });

  test("encoding refuses a serial that could break topics", () => {
    for (const sn of ["", "a/b", "x+", "#", "toolongserial12345", "中文"]) assert.throws(() => encodeHeartbeat({ ...PRINTING, sn }), RangeError);
  });
});

describe("malformed frames → typed errors", () => {
  const good = () => encodeHeartbeat(PRINTING);
  /** Re-seals a frame after a change so only the intended field is wrong. */
  const reseal = (b: Uint8Array) => {
    new DataView(b.buffer, b.byteOffset, b.byteLength).setUint16(OFFSET.crc, crc16(b, 0, OFFSET.crc));
    return b;
  };
  const cases: [string, () => Uint8Array, string][] = [
    ["empty", () => new Uint8Array(0), "length"],
    ["one byte short", () => good().subarray(0, HEARTBEAT_LENGTH - 1), "length"],
    ["one byte long", () => new Uint8Array([...good(), 0]), "length"],
    ["version 2", () => reseal(Object.assign(good(), { [OFFSET.version]: 2 })), "version"],
    ["version 0", () => reseal(Object.assign(good(), { [OFFSET.version]: 0 })), "version"],
    ["flipped bit in a temperature", () => Object.assign(good(), { [OFFSET.currentTemp]: 0x15 }), "checksum"],
    ["flipped checksum", () => Object.assign(good(), { [OFFSET.crc]: 0x00 }), "checksum"],
    ["serial length 0", () => reseal(Object.assign(good(), { [OFFSET.snLength]: 0 })), "sn"],
    ["serial length 17", () => reseal(Object.assign(good(), { [OFFSET.snLength]: 17 })), "sn"],
    ["a wildcard in the serial", () => reseal(Object.assign(good(), { [OFFSET.sn + 3]: "+".charCodeAt(0) })), "sn"],
    ["a NUL inside the serial", () => reseal(Object.assign(good(), { [OFFSET.sn + 2]: 0 })), "sn"],
    ["unknown print mode", () => reseal(Object.assign(good(), { [OFFSET.printMode]: 9 })), "mode"],
    ["all zeros", () => new Uint8Array(HEARTBEAT_LENGTH), "version"],
    ["all 0xff", () => new Uint8Array(HEARTBEAT_LENGTH).fill(0xff), "version"],
  ];
  for (const [name, frame, kind] of cases) {
    test(`${name} → ${kind}`, () => {
      const r = decodeHeartbeat(frame());
      assert.equal(r.ok, false);
      if (!r.ok) {
        assert.equal(r.error.kind, kind);
        assert.ok(describeHeartbeatError(r.error).length > 5);
      }
    });
  }

  test("random bytes never throw", () => {
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      const len = i % 3 === 0 ? HEARTBEAT_LENGTH : (i * 7) % 64;
      const b = new Uint8Array(len).map(() => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff);
      if (len > 0) b[0] = 1;
      const r = decodeHeartbeat(b);
      assert.equal(typeof r.ok, "boolean");
    }
  });
});

describe("hex helpers", () => {
  test("fromHex accepts spaces and 0x, refuses non-hex and odd lengths", () => {
    assert.deepEqual(fromHex("0x01 ff"), new Uint8Array([1, 255]));
    assert.equal(fromHex("abc"), null);
    assert.equal(fromHex("zz"), null);
  });
});
