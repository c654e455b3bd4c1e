/**
 * The control API's routes on what the printers publish (control-qa.ts mounts them): out, as a
 * stream `sim record` writes down, and in, as recorded messages `sim replay` plays back while the
 * live printers it stands in for stay silent.
 *
 *   GET    /traffic[?sn=A,B]            NDJSON stream of what the printers publish, until the caller leaves
 *   POST   /inject {messages, hold, release}  publish recorded messages (`sim replay`); hold: serials whose
 *                                       live printer stays silent meanwhile (a lease of 5 s, renewed by each call)
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import * as z from "zod/mini";
import type { Clock } from "../mock-api/clock.ts";
import { fromHex } from "../web/contract/device/heartbeat.ts";
import { commandTopic, heartbeatTopic, isValidSn, jobTopic, parseTopic } from "../web/contract/device/topics.ts";
import { HttpError, parse, readJson, send } from "./control-http.ts";
import { FleetError, type Fleet } from "./fleet.ts";

export interface TrafficRouteDeps {
  fleet: Fleet;
  clock: Clock & { readonly speed?: number };
  log: (line: string) => void;
}

const HOLD_LEASE_MS = 5000; // real ms: a replayed printer comes back to life this long after the replay's last call
const INJECT_LIMIT = 4 * 1024 * 1024; // bytes per /inject batch
const TRAFFIC_BACKLOG = 16 * 1024 * 1024; // bytes: a /traffic reader this far behind is cut off, not buffered forever

const InjectInput = z.strictObject({
  messages: z.array(
    z.strictObject({
      sn: z.string().check(z.refine(isValidSn, "not a printer serial")),
      kind: z.enum(["heartbeat", "command", "job"]),
      hex: z.optional(z.string()),
      text: z.optional(z.string()),
    }),
  ),
  /** Serials whose live model stays silent for the next HOLD_LEASE_MS (the replay plays them). */
  hold: z.optional(z.array(z.string())),
  /** Serials to hand back to their live model now (the replay ended). */
  release: z.optional(z.array(z.string())),
});

const TOPIC_OF = { heartbeat: heartbeatTopic, command: commandTopic, job: jobTopic } as const;

export function createTrafficRoutes(deps: TrafficRouteDeps) {
  const { fleet, clock, log } = deps;
  const leases = new Map<string, NodeJS.Timeout>();
  const streams = new Set<ServerResponse>();

  function release(sn: string): void {
    clearTimeout(leases.get(sn));
    leases.delete(sn);
    try {
      fleet.hold(sn, false);
    } catch (err) {
      if (!(err instanceof FleetError)) throw err; // removed from the fleet meanwhile: nothing to give back
    }
  }

  function holdFor(sn: string): void {
    if (!fleet.serials().includes(sn)) return; // not simulated here: the replay is its only voice anyway
    clearTimeout(leases.get(sn));
    fleet.hold(sn, true);
    const timer = setTimeout(() => release(sn), HOLD_LEASE_MS);
    timer.unref();
    leases.set(sn, timer);
  }

  function traffic(req: IncomingMessage, res: ServerResponse): void {
    const only = new URLSearchParams((req.url ?? "").split("?")[1] ?? "").get("sn");
    const serials = only === null || only === "" ? null : new Set(only.split(","));
    const t0 = performance.now();
    res.writeHead(200, { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" });
    // The first line says when (virtual ms) and how fast, so a recording can be read without the sim.
    res.write(`${JSON.stringify({ type: "start", vt: clock.now(), speed: clock.speed ?? 1, serials: fleet.serials() })}\n`);
    streams.add(res);
    const stop = fleet.tap((topic, payload, vt) => {
      const where = parseTopic(topic);
      if (where === null || (serials !== null && !serials.has(where.sn))) return;
      const body = typeof payload === "string" ? { text: payload } : { hex: Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength).toString("hex") };
      res.write(`${JSON.stringify({ t: Math.round((performance.now() - t0) * 1000) / 1000, vt, sn: where.sn, kind: where.kind, ...body })}\n`);
      if (res.writableLength > TRAFFIC_BACKLOG) {
        log(`[sim] /traffic reader ${TRAFFIC_BACKLOG} bytes behind: cut off`);
        res.destroy();
      }
    });
    const end = () => {
      stop();
      streams.delete(res);
    };
    res.once("close", end);
  }

  async function inject(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const input = parse(InjectInput, await readJson(req, INJECT_LIMIT));
    const payloads = input.messages.map((m, i) => {
      if ((m.hex === undefined) === (m.text === undefined)) throw new HttpError(422, `messages.${i}: give exactly one of hex or text`);
      if (m.hex === undefined) return { topic: TOPIC_OF[m.kind](m.sn), payload: m.text ?? "" };
      const bytes = fromHex(m.hex);
      if (bytes === null) throw new HttpError(422, `messages.${i}.hex: not hex`);
      return { topic: TOPIC_OF[m.kind](m.sn), payload: bytes };
    });
    for (const sn of input.hold ?? []) holdFor(sn);
    for (const { topic, payload } of payloads) fleet.inject(topic, payload);
    for (const sn of input.release ?? []) release(sn);
    send(res, 200, { published: payloads.length, held: [...leases.keys()] });
  }

  /** Answers the request when it is one of these routes; false otherwise. */
  async function route(req: IncomingMessage, res: ServerResponse, method: string, path: string): Promise<boolean> {
    if (method === "GET" && path === "/traffic") traffic(req, res);
    else if (method === "POST" && path === "/inject") await inject(req, res);
    else return false;
    return true;
  }

  return {
    route,
    /** Hands every held printer back to its live model (a snapshot loaded, a reset): the replay's lease is void. */
    releaseAll(): void {
      for (const sn of [...leases.keys()]) release(sn);
    },
    /** Stops the lease timers without handing the printers back (the sim is stopping) and ends every /traffic stream. */
    close(): void {
      for (const timer of leases.values()) clearTimeout(timer);
      leases.clear();
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
