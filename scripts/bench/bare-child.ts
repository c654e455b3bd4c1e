/**
 * The yardstick of `npm run bench`: a bare node:http server, keep-alive, that answers each
 * "METHOD /path?query" with the same JSON the mock API answered it with (captured by the bench
 * first), after reading the request body as any server must. Like any server that answers JSON,
 * it serialises the answer object on each request (`JSON.stringify`); only routing, auth,
 * validation and the work behind the answer are left out, which is what the ratio measures. A
 * 7.9 KB pattern page costs ~70 µs to serialise here, more than a whole request of a server that
 * replays fixed bytes. Same protocol as mock-child.ts: `{"url": ...}` on stdout, exits when
 * stdin closes or on SIGTERM.
 *
 *   tsx scripts/bench/bare-child.ts [--log], then one line on stdin: {"GET /api/user/info": "<base64>", ...}
 *
 * --log: the floor of issue 12's figure. Each POST is first appended, as the mock appends it, to
 * a write-ahead log of the mock's own code (store/wal.ts: the same line format, group commit,
 * preallocated segment, flusher thread, fsynced), and answered once its entry is on disk. No
 * other work: what a server that keeps every acknowledged write on this disk can reach at most.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createWalWriter } from "../../mock-api/store/wal.ts";

/** The first line of stdin; stdin then stays open as the "parent alive" signal. */
function firstLine(): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = "";
    const onData = (chunk: string) => {
      buffered += chunk;
      const nl = buffered.indexOf("\n");
      if (nl === -1) return;
      process.stdin.off("data", onData);
      resolve(buffered.slice(0, nl));
    };
    process.stdin.setEncoding("utf8");
    process.stdin.on("data", onData);
    process.stdin.once("end", () => reject(new Error("bare-child: stdin closed before the answers came")));
  });
}

const answers = new Map<string, unknown>(
  Object.entries(JSON.parse(await firstLine()) as Record<string, string>).map(([k, v]) => [k, JSON.parse(Buffer.from(v, "base64").toString("utf8")) as unknown]),
);
const NOT_FOUND = { errorCode: 1, msg: "bare: no answer captured", data: null };

const logDir = process.argv.includes("--log") ? mkdtempSync(join(tmpdir(), "tanghua-bench-bare-log-")) : null;
const wal = logDir === null ? null : createWalWriter({ dir: join(logDir, "state.json.wal"), lastSeq: 0, devices: false });

const server = createServer((req, res) => {
  const send = () => {
    const answer = answers.get(`${req.method} ${req.url}`) ?? NOT_FOUND;
    const body = Buffer.from(JSON.stringify(answer), "utf8");
    res.writeHead(answer === NOT_FOUND ? 404 : 200, {
      // The mock's JSON headers (mock-api/respond.ts), so both send the same bytes on the wire.
      "X-Content-Type-Options": "nosniff",
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": body.length,
    });
    res.end(body);
  };
  if (wal === null || req.method !== "POST") {
    req.on("data", () => {}); // read the body, as the mock does
    req.on("end", send);
    return;
  }
  let text = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (text += chunk));
  req.on("end", () => {
    wal.append({ k: "api", at: Date.now(), m: "POST", p: req.url ?? "/", b: text, c: 200 });
    wal.durable().then(send, () => res.destroy()); // never acknowledged unless on disk
  });
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});

const stop = () => {
  server.closeAllConnections();
  server.close(() => {
    if (logDir !== null) rmSync(logDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.stdin.on("end", stop);
process.stdin.resume();
process.once("SIGTERM", stop);
