/** watchPacketSizes: MQTT fixed headers read across any chunking (sim/packet-size.ts). */
import assert from "node:assert/strict";
import { PassThrough } from "node:stream";
import { test } from "node:test";
import { watchPacketSizes } from "../../sim/packet-size.ts";

/** A packet whose total size (fixed header included) is `total` bytes. */
function packetOfSize(total: number): Buffer {
  for (let lenBytes = 1; lenBytes <= 4; lenBytes++) {
    const remaining = total - 1 - lenBytes;
    if (remaining >= 0 && remaining < 128 ** lenBytes && (lenBytes === 1 || remaining >= 128 ** (lenBytes - 1))) {
      const len: number[] = [];
      let n = remaining;
      do {
        let b = n % 128;
        n = Math.floor(n / 128);
        if (n > 0) b |= 0x80;
        len.push(b);
      } while (n > 0);
      return Buffer.concat([Buffer.from([0x30, ...len]), Buffer.alloc(remaining, 0xaa)]);
    }
  }
  throw new RangeError(`no packet of ${total} bytes`);
}

function trips(stream: Buffer, max: number, chunk: number): number[] {
  const s = new PassThrough();
  const seen: number[] = [];
  watchPacketSizes(s, max, (bytes) => seen.push(bytes));
  for (let i = 0; i < stream.length; i += chunk) s.write(stream.subarray(i, i + chunk));
  return seen;
}

const cases = [
  { name: "small packets", packets: [2, 40, 131, 2], max: 200, want: [] },
  { name: "exactly at the limit", packets: [40, 1000], max: 1000, want: [] },
  { name: "one byte over, after good ones", packets: [40, 2, 1001], max: 1000, want: [1001] },
  { name: "a 4-byte length over the limit", packets: [3_000_000], max: 65_536, want: [3_000_000] },
];

for (const c of cases) {
  for (const chunk of [1, 3, 64, 1 << 20]) {
    test(`${c.name}, read ${chunk} bytes at a time`, () => {
      const stream = Buffer.concat(c.packets.map(packetOfSize));
      assert.deepEqual(trips(stream, c.max, chunk), c.want);
    });
  }
}

test("a fifth length byte (malformed) trips it", () => {
  assert.deepEqual(trips(Buffer.from([0x30, 0xff, 0xff, 0xff, 0xff, 0x01]), 65_536, 1), [Number.POSITIVE_INFINITY]);
});
