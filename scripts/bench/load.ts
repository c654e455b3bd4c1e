/**
 * A small closed-loop HTTP load generator for `npm run bench`: `connections` loops, each sending
 * its next request only when the previous one has answered, each on one keep-alive socket (the
 * lean client of raw-http.ts by default; node:http with a keep-alive Agent, maxSockets =
 * connections, with `engine: "node-http"`). A warm-up runs first and is not recorded. Bounded in time (warm-up + duration,
 * plus at most one request timeout for the requests still in flight) and in count
 * (`maxRequests`); it stops by itself. Loopback targets only: this is not a tool to point at
 * someone else's server.
 */
import { Agent, request, type OutgoingHttpHeaders } from "node:http";
import { rawConnection } from "./raw-http.ts";

/** One request of an iteration. `bodyFn` gets the previous step's parsed JSON (null for the first). */
export interface LoadStep {
  readonly method?: "GET" | "POST";
  /** Absolute http://127.0.0.1:port/... URL. */
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly bodyFn?: (previous: unknown, iteration: number) => string;
}

export interface LoadOptions extends Partial<LoadStep> {
  /** Instead of one request: an iteration of several, in order (make an order, then pay it). */
  readonly sequence?: readonly LoadStep[];
  /** Concurrent connections, each a loop of sequential requests. Default 10. */
  readonly connections?: number;
  /** The measured window. */
  readonly durationMs: number;
  /** Run, unrecorded, before the window. Default 0. */
  readonly warmupMs?: number;
  /** Most measured requests (also the size of the latency buffer). Default 1,000,000. */
  readonly maxRequests?: number;
  /** A request that takes longer counts as an error. Default 5000 ms. */
  readonly timeoutMs?: number;
  /** Parse each JSON body and count `errorCode !== 0` (the §7 envelope). Default true. */
  readonly checkErrorCode?: boolean;
  /** The client: "raw" (raw-http.ts, default) or "node-http" (node:http + keep-alive Agent). */
  readonly engine?: "raw" | "node-http";
}

export interface LoadResult {
  /** Measured requests that got a complete answer (any status). */
  readonly requests: number;
  /** Measured requests per second (answered requests over the measured wall time). */
  readonly rps: number;
  /** Latencies of answered measured requests, in milliseconds. */
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
  /** Measured requests that got no answer: reset, dropped, refused, timed out. */
  readonly errors: number;
  /** Answers with a status outside 200-299. */
  readonly non2xx: number;
  /** 2xx answers whose JSON body did not say `errorCode: 0`. */
  readonly errorCodeNonZero: number;
  /** Wall time of the measured window, ms. */
  readonly elapsedMs: number;
  /** Every answered measured request's latency, ms, ascending (for merging runs). */
  readonly latencies: Float64Array;
}

/** One result from several runs of the same load (their requests, errors and latencies together). */
export function mergeResults(runs: readonly LoadResult[]): LoadResult {
  const total = runs.reduce((n, r) => n + r.latencies.length, 0);
  const all = new Float64Array(total);
  let at = 0;
  for (const r of runs) {
    all.set(r.latencies, at);
    at += r.latencies.length;
  }
  all.sort();
  const sum = (f: (r: LoadResult) => number) => runs.reduce((n, r) => n + f(r), 0);
  const elapsedMs = Math.max(1, sum((r) => r.elapsedMs));
  return {
    requests: sum((r) => r.requests),
    rps: (sum((r) => r.requests) / elapsedMs) * 1000,
    p50: percentile(all, 50),
    p90: percentile(all, 90),
    p99: percentile(all, 99),
    max: percentile(all, 100),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    errorCodeNonZero: sum((r) => r.errorCodeNonZero),
    elapsedMs,
    latencies: all,
  };
}

const SUCCESS_PREFIX = Buffer.from('{"errorCode":0,');
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Nearest-rank percentile (p in 0..100) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

interface Answer {
  readonly status: number;
  readonly body: Buffer;
}

/** One connection's way of sending a request. */
interface Transport {
  send(url: URL, method: string, headers: Readonly<Record<string, string>>, body: string | undefined): Promise<Answer>;
  close(): void;
}

function nodeHttpSend(agent: Agent, url: URL, method: string, headers: Readonly<Record<string, string>>, body: string | undefined, timeoutMs: number): Promise<Answer> {
  const sent: OutgoingHttpHeaders = body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers: sent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on("error", reject);
        res.on("close", () => {
          if (!res.complete) reject(new Error("connection closed mid-answer"));
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** `errorCode` of a §7 envelope, or null when the body is not one. */
function errorCodeOf(json: unknown): number | null {
  if (json === null || typeof json !== "object" || !("errorCode" in json)) return null;
  const code = (json as { errorCode: unknown }).errorCode;
  return typeof code === "number" ? code : null;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const steps: readonly LoadStep[] = options.sequence ?? [
    { method: options.method, url: options.url ?? "", headers: options.headers, body: options.body, bodyFn: options.bodyFn },
  ];
  if (steps.length === 0) throw new Error("runLoad: nothing to send");
  const urls = steps.map((s) => new URL(s.url));
  for (const u of urls) {
    if (u.protocol !== "http:" || !LOOPBACK.has(u.hostname)) throw new Error(`runLoad: loopback http only, not ${u.origin}`);
    if (u.origin !== urls[0]?.origin) throw new Error("runLoad: every step goes to the same server");
  }
  const connections = Math.max(1, Math.floor(options.connections ?? 10));
  const warmupMs = Math.max(0, options.warmupMs ?? 0);
  const durationMs = Math.max(1, options.durationMs);
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxRequests = Math.max(1, Math.floor(options.maxRequests ?? 1_000_000));
  const checkErrorCode = options.checkErrorCode ?? true;
  // The next step's bodyFn needs this answer parsed; otherwise a §7 success is recognised by its
  // first bytes (the mock and the bare server both write `{"errorCode":0,` first), and only
  // other bodies are parsed: a full JSON.parse per answer would cost the client more than the
  // bare server spends answering.
  const parseFor = steps.map((_, i) => steps[i + 1]?.bodyFn !== undefined);
  const stepHeaders = steps.map((s) => ({ ...s.headers, ...(s.body !== undefined || s.bodyFn !== undefined ? { "content-type": s.headers?.["content-type"] ?? "application/json" } : {}) }));

  const latencies = new Float64Array(maxRequests);
  let recorded = 0; // answered measured requests; index into `latencies`
  let started = 0; // measured requests sent
  let errors = 0;
  let non2xx = 0;
  let errorCodeNonZero = 0;
  let iterationNo = 0;

  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const transports: Transport[] = [];
  const transport = (): Transport => {
    let t: Transport;
    if (options.engine === "node-http") {
      t = { send: (url, method, headers, body) => nodeHttpSend(agent, url, method, headers, body, timeoutMs), close: () => {} };
    } else {
      const first = urls[0] as URL;
      const conn = rawConnection(first.hostname.replace(/^\[|\]$/g, ""), Number(first.port || 80), timeoutMs);
      t = { send: (url, method, headers, body) => conn.request(method, `${url.pathname}${url.search}`, headers, body), close: () => conn.close() };
    }
    transports.push(t);
    return t;
  };
  const t0 = performance.now();
  const measureFrom = t0 + warmupMs;
  const measureUntil = measureFrom + durationMs;
  let lastAnswer = measureFrom;
  const full = () => started >= maxRequests;

  async function loop(conn: Transport): Promise<void> {
    while (performance.now() < measureUntil && !full()) {
      const iteration = iterationNo++;
      let previous: unknown = null;
      for (let i = 0; i < steps.length; i++) {
        const step = steps[i] as LoadStep;
        const url = urls[i] as URL;
        const begin = performance.now();
        if (begin >= measureUntil || full()) return;
        const measured = begin >= measureFrom;
        if (measured) started++;
        const body = step.bodyFn !== undefined ? step.bodyFn(previous, iteration) : step.body;
        let answer: Answer;
        try {
          answer = await conn.send(url, step.method ?? "GET", stepHeaders[i] ?? {}, body);
        } catch {
          if (measured) errors++;
          break; // a broken iteration starts again from its first step
        }
        const end = performance.now();
        let ok = answer.status >= 200 && answer.status < 300;
        if (!ok && measured) non2xx++;
        const quickOk = checkErrorCode && ok && answer.body.subarray(0, SUCCESS_PREFIX.length).equals(SUCCESS_PREFIX);
        if (parseFor[i] === true || (checkErrorCode && ok && !quickOk)) {
          try {
            previous = JSON.parse(answer.body.toString("utf8")) as unknown;
          } catch {
            previous = null;
          }
          if (ok && checkErrorCode && !quickOk && errorCodeOf(previous) !== 0) {
            ok = false;
            if (measured) errorCodeNonZero++;
          }
        }
        if (measured && recorded < maxRequests) {
          latencies[recorded++] = end - begin;
          if (end > lastAnswer) lastAnswer = end;
        }
        if (!ok) break;
      }
    }
  }

  // A hard stop in case a server holds requests open past their timeout.
  const stopAll = () => {
    for (const t of transports) t.close();
    agent.destroy();
  };
  const hardStop = setTimeout(stopAll, warmupMs + durationMs + timeoutMs + 1000);
  try {
    await Promise.all(Array.from({ length: connections }, () => loop(transport())));
  } finally {
    clearTimeout(hardStop);
    stopAll();
  }

  const sorted = latencies.subarray(0, recorded).sort();
  const elapsedMs = Math.max(1, Math.min(lastAnswer, performance.now()) - measureFrom);
  return {
    requests: recorded,
    rps: (recorded / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    errors,
    non2xx,
    errorCodeNonZero,
    elapsedMs,
    latencies: sorted,
  };
}
