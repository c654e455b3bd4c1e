/**
 * One MQTT connection's outgoing bytes, batched per event-loop turn (broker-listeners.ts accept()
 * puts one on every connection, TCP socket or WebSocket stream alike: both are Duplex streams of
 * MQTT bytes).
 *
 * Two writers share it, in the order they write:
 *   - Aedes, through the connection's own write(): mqtt-packet writes each packet in four or five
 *     pieces and Aedes delivers each message in its own setImmediate, so unbatched every delivery
 *     was its own system call (or WebSocket frame). The first packet of a turn leaves at once, as
 *     always; the writes after it are copied into the turn's chunks and go out as one write in the
 *     loop's next check phase. write() answers false while the connection itself waits for 'drain',
 *     or once a turn holds HELD_MAX_BYTES; a writer told to wait always gets its 'drain' (from the
 *     connection, or from flush() when the connection took everything at once).
 *   - the direct delivery path (broker-direct.ts), through push(): a whole pre-encoded packet,
 *     copied once into the turn's chunks.
 *
 * A slow consumer, for the direct path (Aedes keeps its own drain timeout for its writes): once a
 * turn holding pushed packets is answered "wait for drain", a watchdog of `drainTimeoutMs` starts;
 * 'drain' (everything written) stops it, and if it fires the connection is destroyed ("drain
 * timeout"), which drops only that client, as Aedes would. While more than `maxQueuedBytes` wait
 * for it, push() drops the packet: QoS 0 (MQTT 3.1.1 §4.3.1, at most once), and a heartbeat is
 * superseded a period later anyway.
 */
import type { Duplex } from "node:stream";

export const HELD_MAX_BYTES = 1024 * 1024; // bytes one turn may hold before Aedes' write() answers "wait for drain"
export const DEFAULT_MAX_QUEUED_BYTES = 4 * 1024 * 1024; // ~1 s of 50,000 heartbeats/s (~80 B each): far past the 100 ms latency target
const CHUNK_MIN_BYTES = 16 * 1024; // a turn's first chunk; later ones are sized from the last turn

export interface OutletOptions {
  /** ms a connection may keep the direct path waiting for 'drain' before it is destroyed. */
  readonly drainTimeoutMs: number;
  /** Bytes waiting (the connection's buffer plus this turn's) past which push() drops; default 4 MiB. */
  readonly maxQueuedBytes?: number;
  /** A spell of drops ended (push() took a packet again, or the connection closed): how many it dropped. */
  readonly onDropped?: (count: number) => void;
}

export interface Outlet {
  /** Appends one whole packet to this turn's batch; false if it was dropped (slow consumer, or closed). */
  push(packet: Uint8Array): boolean;
  /** Packets push() dropped since the connection opened. */
  readonly dropped: number;
}

type Write = (chunk: Uint8Array | string, encoding?: BufferEncoding, cb?: (err?: Error | null) => void) => boolean;

export function attachOutlet(conn: Duplex, options: OutletOptions): Outlet {
  const write = conn.write.bind(conn) as Write;
  const maxQueued = options.maxQueuedBytes ?? DEFAULT_MAX_QUEUED_BYTES;
  let turn = false;
  let holding = false;
  /** This turn's bytes: sealed chunks, then `cur` filled up to `used`. */
  let sealed: Buffer[] = [];
  let cur: Buffer | null = null;
  let used = 0;
  let heldBytes = 0;
  /** This turn holds packets from push(): its write is the direct path's to watch (Aedes watches its own). */
  let pushed = false;
  let chunkBytes = CHUNK_MIN_BYTES;
  /** A held write answered false: its writer waits for a 'drain' the connection itself may never emit. */
  let owesDrain = false;
  let watchdog: NodeJS.Timeout | null = null;
  let dropped = 0;
  /** Drops since push() last took a packet. */
  let spell = 0;
  const endSpell = () => {
    if (spell > 0) options.onDropped?.(spell);
    spell = 0;
  };

  const room = (n: number): Buffer => {
    if (cur !== null && cur.length - used >= n) return cur;
    if (cur !== null && used > 0) sealed.push(cur.subarray(0, used));
    cur = Buffer.allocUnsafe(Math.max(n, chunkBytes));
    used = 0;
    return cur;
  };
  const put = (bytes: Uint8Array) => {
    room(bytes.length).set(bytes, used);
    used += bytes.length;
    heldBytes += bytes.length;
  };
  const putString = (s: string) => {
    const n = Buffer.byteLength(s, "utf8");
    room(n).write(s, used, n, "utf8");
    used += n;
    heldBytes += n;
  };

  const stopWatch = () => {
    if (watchdog !== null) clearTimeout(watchdog);
    watchdog = null;
  };
  const watchDrain = () => {
    if (watchdog !== null || conn.destroyed) return;
    watchdog = setTimeout(() => {
      watchdog = null;
      conn.destroy(new Error(`drain timeout: nothing drained for ${options.drainTimeoutMs} ms`));
    }, options.drainTimeoutMs);
    watchdog.unref();
    conn.once("drain", stopWatch);
  };
  conn.once("close", () => {
    stopWatch();
    endSpell();
  });

  const flush = () => {
    if (heldBytes === 0) return;
    if (cur !== null && used > 0) sealed.push(cur.subarray(0, used));
    const out = sealed;
    // The next turn's chunk fits what this one held (up to HELD_MAX_BYTES): usually one write, one allocation.
    chunkBytes = Math.min(HELD_MAX_BYTES, Math.max(CHUNK_MIN_BYTES, heldBytes));
    sealed = [];
    cur = null;
    used = 0;
    heldBytes = 0;
    const watch = pushed;
    pushed = false;
    if (conn.destroyed) return;
    let ok = true;
    if (out.length === 1) ok = write(out[0] as Buffer);
    else {
      conn.cork(); // one writev for the turn's chunks
      for (const chunk of out) ok = write(chunk);
      conn.uncork();
    }
    // Taken below the connection's high-water mark: nothing is waiting; otherwise watch for 'drain'.
    if (ok) stopWatch();
    else if (watch) watchDrain();
    if (!owesDrain) return;
    owesDrain = false;
    if (ok) process.nextTick(() => conn.emit("drain")); // taken at once: nothing left to wait for
  };
  const hold = () => {
    holding = turn && !conn.destroyed;
  };
  const endTurn = () => {
    turn = false;
    holding = false;
    flush();
  };
  const startTurn = () => {
    turn = true;
    process.nextTick(hold); // after mqtt-packet's own flush of this turn's first packet (next tick)
    setImmediate(endTurn);
  };

  conn.write = function batchedWrite(chunk: unknown, encoding?: unknown, cb?: unknown): boolean {
    if (!turn) startTurn();
    const plain = typeof encoding !== "function" && cb === undefined && (encoding === undefined || encoding === "utf8");
    if (!holding || !plain || conn.destroyed || !(typeof chunk === "string" || chunk instanceof Uint8Array)) {
      flush(); // keep the order
      return write(chunk as Buffer, encoding as BufferEncoding | undefined, cb as ((err?: Error | null) => void) | undefined);
    }
    if (typeof chunk === "string") putString(chunk);
    else put(chunk);
    // False while the connection waits for 'drain', or past HELD_MAX_BYTES in this turn: aedes then
    // waits for 'drain' with its drain timeout, which is how a frozen subscriber gets dropped.
    if (!conn.writableNeedDrain && heldBytes < HELD_MAX_BYTES) return true;
    owesDrain = true;
    return false;
  } as Duplex["write"];

  return {
    push(packet) {
      if (conn.destroyed) return false;
      if (conn.writableLength + heldBytes >= maxQueued) {
        dropped++;
        spell++;
        watchDrain();
        return false;
      }
      if (spell > 0) endSpell();
      if (!turn) startTurn();
      holding = true; // unlike Aedes' writes, a whole packet: hold from the first, so a slot's burst is one write
      pushed = true;
      put(packet);
      return true;
    },
    get dropped() {
      return dropped;
    },
  };
}
