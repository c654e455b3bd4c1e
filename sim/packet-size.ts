/**
 * A passive MQTT frame watcher: reads each packet's fixed header (1 type byte, then the
 * "remaining length" varint of 1–4 bytes, MQTT 3.1.1 §2.2.3) as the broker reads the connection,
 * and reports a packet larger than `maxBytes` as soon as its header arrives, before the body is
 * buffered. Aedes 1.2 builds its mqtt-packet parser without a size limit, hence this.
 *
 * It listens to 'data', which on a stream read through 'readable' (as aedes does) is emitted for
 * every chunk `read()` returns, so it sees exactly the bytes aedes parses and never changes the
 * stream's flow. Must be attached after `aedes.handle(conn)`.
 */
import type { Duplex } from "node:stream";

const FIXED_HEADER_BYTE = 0;
const LENGTH = 1;
const BODY = 2;

export function watchPacketSizes(conn: Duplex, maxBytes: number, onTooBig: (bytes: number) => void): void {
  let state = FIXED_HEADER_BYTE;
  let length = 0;
  let multiplier = 1;
  let lengthBytes = 0;
  let toSkip = 0;
  let tripped = false;

  conn.on("data", (chunk: Buffer) => {
    let i = 0;
    while (i < chunk.length && !tripped) {
      if (state === BODY) {
        const n = Math.min(toSkip, chunk.length - i);
        i += n;
        toSkip -= n;
        if (toSkip === 0) state = FIXED_HEADER_BYTE;
        continue;
      }
      const byte = chunk[i++] ?? 0;
      if (state === FIXED_HEADER_BYTE) {
        state = LENGTH;
        length = 0;
        multiplier = 1;
        lengthBytes = 0;
        continue;
      }
      length += (byte & 0x7f) * multiplier;
      multiplier *= 128;
      lengthBytes++;
      if ((byte & 0x80) !== 0) {
        if (lengthBytes === 4) tripped = true; // §2.2.3: at most 4 length bytes; mqtt-packet errors too
        if (tripped) onTooBig(Number.POSITIVE_INFINITY);
        continue;
      }
      const total = 1 + lengthBytes + length;
      if (total > maxBytes) {
        tripped = true;
        onTooBig(total);
        return;
      }
      toSkip = length;
      state = toSkip === 0 ? FIXED_HEADER_BYTE : BODY;
    }
  });
}
