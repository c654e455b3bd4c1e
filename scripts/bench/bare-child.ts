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
 *   tsx scripts/bench/bare-child.ts, then one line on stdin: {"GET /api/user/info": "<base64>", ...}
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

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

const server = createServer((req, res) => {
  req.on("data", () => {}); // read the body, as the mock does
  req.on("end", () => {
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
  });
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});

const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.stdin.on("end", stop);
process.stdin.resume();
process.once("SIGTERM", stop);
