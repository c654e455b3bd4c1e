/**
 * A lean HTTP/1.1 keep-alive client over one node:net socket, for the load generator: it writes
 * a request and reads exactly one answer (Content-Length or chunked framing), no pipelining.
 * Why not node:http: on this 2-core machine node:http's client costs ~4x the CPU per request
 * of this one (measured: 3.6k vs 15.6k req/s against the same bare server, the client at
 * 77 % CPU vs the server at 96 %), so with it the bench would measure its own client and a
 * bare server could never look faster than the mock. `runLoad({ engine: "node-http" })` keeps
 * the node:http client for a cross-check.
 */
import { connect, type Socket } from "node:net";

export interface RawAnswer {
  readonly status: number;
  readonly body: Buffer;
}

export interface RawConnection {
  /** Sends one request and resolves with its answer; rejects on a dropped socket or timeout. */
  request(method: string, path: string, headers: Readonly<Record<string, string>>, body: string | undefined): Promise<RawAnswer>;
  close(): void;
}

const MAX_HEAD_BYTES = 64 * 1024;
const CRLF2 = Buffer.from("\r\n\r\n");

interface Pending {
  resolve(a: RawAnswer): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
  headOnly: boolean;
}

/** Parses one answer at the start of `buf`: its status, body and length, or null when incomplete. */
export function parseAnswer(buf: Buffer, headOnly: boolean): { answer: RawAnswer; used: number; close: boolean } | null {
  const headEnd = buf.indexOf(CRLF2);
  if (headEnd === -1) {
    if (buf.length > MAX_HEAD_BYTES) throw new Error("answer head too large");
    return null;
  }
  const head = buf.subarray(0, headEnd).toString("latin1");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  if (status === null) throw new Error(`not an HTTP answer: ${JSON.stringify(head.slice(0, 40))}`);
  const code = Number(status[1]);
  const header = (name: string) => new RegExp(`\\r\\n${name}:[ \\t]*([^\\r]*)`, "i").exec(head)?.[1]?.trim();
  const close = /\bclose\b/i.test(header("connection") ?? "");
  const start = headEnd + 4;
  if (headOnly || code === 204 || code === 304 || (code >= 100 && code < 200)) {
    return { answer: { status: code, body: Buffer.alloc(0) }, used: start, close };
  }
  const length = header("content-length");
  if (length !== undefined) {
    const n = Number(length);
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad Content-Length ${length}`);
    if (buf.length < start + n) return null;
    return { answer: { status: code, body: buf.subarray(start, start + n) }, used: start + n, close };
  }
  if (/\bchunked\b/i.test(header("transfer-encoding") ?? "")) {
    const parts: Buffer[] = [];
    let at = start;
    for (;;) {
      const lineEnd = buf.indexOf("\r\n", at);
      if (lineEnd === -1) return null;
      const size = Number.parseInt(buf.subarray(at, lineEnd).toString("latin1"), 16);
      if (!Number.isSafeInteger(size) || size < 0) throw new Error("bad chunk size");
      if (size === 0) {
        const trailerEnd = buf.indexOf(CRLF2, lineEnd); // "0\r\n" [trailers] "\r\n"
        const end = buf.subarray(lineEnd, lineEnd + 4).equals(CRLF2) ? lineEnd + 4 : trailerEnd === -1 ? -1 : trailerEnd + 4;
        if (end === -1) return null;
        return { answer: { status: code, body: Buffer.concat(parts) }, used: end, close };
      }
      if (buf.length < lineEnd + 2 + size + 2) return null;
      parts.push(buf.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  throw new Error("answer without Content-Length or chunked framing");
}

export function rawConnection(host: string, port: number, timeoutMs: number): RawConnection {
  let socket: Socket | null = null;
  let buf: Buffer = Buffer.alloc(0);
  let pending: Pending | null = null;

  const settle = (fn: (p: Pending) => void) => {
    const p = pending;
    if (p === null) return;
    pending = null;
    clearTimeout(p.timer);
    fn(p);
  };
  const drop = (err: Error) => {
    socket?.destroy();
    socket = null;
    buf = Buffer.alloc(0);
    settle((p) => p.reject(err));
  };

  function open(): Socket {
    const s = connect({ host, port });
    s.setNoDelay(true);
    s.on("data", (chunk: Buffer) => {
      if (s !== socket) return;
      buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
      if (pending === null) return drop(new Error("unexpected bytes between answers"));
      let parsed;
      try {
        parsed = parseAnswer(buf, pending.headOnly);
      } catch (err) {
        return drop(err instanceof Error ? err : new Error(String(err)));
      }
      if (parsed === null) return;
      buf = buf.subarray(parsed.used);
      if (parsed.close) {
        s.destroy();
        socket = null;
        buf = Buffer.alloc(0);
      }
      const { answer } = parsed;
      settle((p) => p.resolve(answer));
    });
    s.on("error", (err) => {
      if (s === socket) drop(err);
    });
    s.on("close", () => {
      if (s === socket) drop(new Error("socket closed by the server"));
    });
    return s;
  }

  return {
    request(method, path, headers, body) {
      if (pending !== null) return Promise.reject(new Error("rawConnection: one request at a time"));
      socket ??= open();
      const s = socket;
      let head = `${method} ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\n`;
      for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
      const payload = body === undefined ? undefined : Buffer.from(body, "utf8");
      if (payload !== undefined) head += `Content-Length: ${payload.length}\r\n`;
      head += "\r\n";
      return new Promise<RawAnswer>((resolve, reject) => {
        const timer = setTimeout(() => drop(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
        pending = { resolve, reject, timer, headOnly: method === "HEAD" };
        s.write(payload === undefined ? head : Buffer.concat([Buffer.from(head, "latin1"), payload]));
      });
    },
    close() {
      drop(new Error("connection closed"));
    },
  };
}
