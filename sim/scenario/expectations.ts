/**
 * The scenario's expectations (`expect` steps, steps.ts EXPECTATIONS). Most look until their
 * condition holds or `within` runs out. The span expectations read the heartbeat arrivals of a real
 * MQTT subscriber (spans.ts): `online` with `for` waits out its span; `no-offline` and
 * `heartbeat-gap` go on in the background while the next steps run, and fail the run the moment
 * their span breaks.
 */
import type { SeedRole } from "../../mock-api/seed/users.ts";
import { PRINTER_OFFLINE_MS } from "../../web/contract/constants.ts";
import type { CommandMessage } from "../../web/contract/device/messages.ts";
import { describeRow, orderSnOf, orderView, printerRow, secs, StepFailed, until, watchOf, type RunContext } from "./context.ts";
import { firstGapOver, longestGap, type Gap } from "./spans.ts";
import type { ExpectStep } from "./steps.ts";
import type { PrinterWatch } from "./watcher.ts";

/** The subscriber's heartbeat arrivals on the virtual clock, and when it began listening. */
function arrivals(ctx: RunContext, w: PrinterWatch): { times: number[]; reference: number } {
  return { times: w.beats.map((b) => ctx.virtualOf(b.real)), reference: ctx.virtualOf(w.since) };
}

/** "no heartbeat from 12.3 s to 20.4 s (8.1 s)", in seconds since the scenario started. */
function describeGap(ctx: RunContext, g: Gap): string {
  const len = secs(g.to - g.from);
  // A heartbeat just before the first step is at "0.0 s", not "-0.0 s"; one well before it is negative.
  const at = (v: number) => {
    const x = ctx.sinceOf(v);
    return (x < 0 && x > -0.05 ? 0 : x).toFixed(1);
  };
  return g.open ? `no heartbeat since ${at(g.from)} s (${len} by ${at(g.to)} s)` : `no heartbeat from ${at(g.from)} s to ${at(g.to)} s (${len})`;
}

function describeMessage(m: CommandMessage): string {
  const parts = [m.print_status_info, m.print_status_message === undefined ? undefined : `"${m.print_status_message}"`, m.order_sn, m.coins === undefined ? undefined : `coins ${m.coins}`];
  return parts.filter((p) => p !== undefined).join(" ");
}

/** no-offline and heartbeat-gap: checked at every look while the next steps run (see RunContext.background). */
function startGuard(ctx: RunContext, step: Extract<ExpectStep, { expect: "no-offline" | "heartbeat-gap" }>, index: number, label: string): string {
  const w = watchOf(ctx, step.sn);
  const start = ctx.vnow();
  const end = step.for === undefined ? Infinity : start + step.for * 1000;
  const maxMs = step.expect === "no-offline" ? PRINTER_OFFLINE_MS : step.max * 1000;
  const what = step.expect === "no-offline" ? "offline" : `a heartbeat gap over ${step.max} s`; // what it watches for
  ctx.background(
    index,
    step,
    (final) => {
      const now = Math.min(ctx.vnow(), end);
      const a = arrivals(ctx, w);
      const gap = firstGapOver(a.times, start, now, a.reference, maxMs);
      if (gap !== null) throw new StepFailed(`${step.sn} ${step.expect === "no-offline" ? "went offline" : `had a gap over ${step.max} s`}: ${describeGap(ctx, gap)}`);
      if (!final && ctx.vnow() < end) return false;
      const held = step.expect === "no-offline" ? "never offline" : `no heartbeat gap over ${step.max} s`;
      ctx.report({ index, label, ok: true, at: ctx.since(), detail: `${step.sn}: ${held} in ${secs(now - start)} (longest gap ${secs(longestGap(a.times, start, now, a.reference))})` });
      return true;
    },
    step.for === undefined,
  );
  return `watching ${step.sn} for ${what} ${step.for === undefined ? "to the end of the run" : `for ${step.for} s`}, while the next steps run`;
}

export async function expect(ctx: RunContext, step: ExpectStep, index: number, label: string): Promise<string> {
  const stepReal = performance.now();
  switch (step.expect) {
    case "printer":
      return until(ctx, step.within ?? 0, async () => {
        const row = await printerRow(ctx, step.sn);
        return { ok: row?.state === step.state, seen: describeRow(step.sn, row) };
      });
    case "order":
      return until(ctx, step.within ?? 0, async () => {
        const r = await orderView(ctx, step.order);
        return { ok: r.status_name === step.status, seen: `order ${step.order} ${r.status_name}${r.print_status_info === null ? "" : ` (printer says ${r.print_status_info})`}` };
      });
    case "refund":
      return until(ctx, step.within ?? 0, async () => {
        const r = await orderView(ctx, step.order);
        return { ok: r.refund_status_name === step.status, seen: `order ${step.order} refund ${r.refund_status_name} (order ${r.status_name})` };
      });
    case "offline": {
      const w = watchOf(ctx, step.sn);
      const deadline = ctx.vnow() + step.within * 1000;
      for (;;) {
        const last = w.beats.at(-1)?.real ?? w.since;
        const offlineAt = ctx.virtualOf(last) + PRINTER_OFFLINE_MS; // §4: offline only after 5 s without a heartbeat
        if (ctx.vnow() >= offlineAt) {
          const after = (offlineAt - ctx.virtualOf(stepReal)) / 1000;
          if (offlineAt <= deadline) return `${step.sn} offline ${after.toFixed(1)} s after this step (no heartbeat for ${PRINTER_OFFLINE_MS / 1000} s)`;
          throw new StepFailed(`${step.sn} went offline only ${after.toFixed(1)} s after this step`);
        }
        if (ctx.vnow() >= deadline) throw new StepFailed(`heartbeats from ${step.sn} kept coming: the last ${((ctx.vnow() - ctx.virtualOf(last)) / 1000).toFixed(1)} s before the deadline`);
        await ctx.look();
      }
    }
    case "online": {
      const w = watchOf(ctx, step.sn);
      if (step.for === undefined) {
        return until(ctx, step.within ?? 0, async () => {
          const beat = w.beats.at(-1);
          const fresh = beat !== undefined && beat.real > stepReal;
          return { ok: fresh, seen: fresh ? `a heartbeat from ${step.sn}` : `no heartbeat from ${step.sn}` };
        });
      }
      const start = ctx.virtualOf(stepReal);
      const end = start + step.for * 1000;
      for (;;) {
        const now = Math.min(ctx.vnow(), end);
        const a = arrivals(ctx, w);
        const gap = firstGapOver(a.times, start, now, a.reference, PRINTER_OFFLINE_MS);
        if (gap !== null) throw new StepFailed(`${step.sn} went offline: ${describeGap(ctx, gap)}`);
        if (ctx.vnow() >= end) return `${step.sn} online for ${step.for} s (longest gap ${secs(longestGap(a.times, start, now, a.reference))})`;
        await ctx.look();
      }
    }
    case "no-offline":
    case "heartbeat-gap":
      return startGuard(ctx, step, index, label);
    case "heartbeat": {
      const w = watchOf(ctx, step.sn);
      const fits = (v: number | boolean | string) =>
        (step.equals === undefined || v === step.equals) && (step.gte === undefined || (typeof v === "number" && v >= step.gte)) && (step.lte === undefined || (typeof v === "number" && v <= step.lte));
      return until(ctx, step.within ?? 0, async () => {
        const fresh = w.beats.filter((b) => b.real > stepReal);
        const hit = fresh.find((b) => fits(b.hb[step.field]));
        const last = fresh.at(-1);
        if (hit !== undefined) return { ok: true, seen: `${step.field}=${String(hit.hb[step.field])}` };
        return { ok: false, seen: last === undefined ? `no heartbeat from ${step.sn} since this step began` : `${step.field}=${String(last.hb[step.field])} in the last heartbeat` };
      });
    }
    case "coins":
      return until(ctx, step.within ?? 0, async () => {
        const now = await readCoins(ctx, step);
        const before = ctx.coinsBefore.get(coinsKey(step));
        const change = before === undefined ? undefined : now - before;
        const ok =
          (step.equals === undefined || now === step.equals) && (step.gte === undefined || now >= step.gte) && (step.lte === undefined || now <= step.lte) &&
          (step.change === undefined || change === step.change);
        const whose = step.sn !== undefined ? `${step.sn} has` : `${step.user ?? ""} has`;
        return { ok, seen: `${whose} ${now} coins${change === undefined ? "" : ` (${change >= 0 ? "+" : ""}${change} since the run began)`}` };
      });
    case "message": {
      const w = watchOf(ctx, step.sn);
      const fits = (m: CommandMessage) =>
        (step.info === undefined || m.print_status_info === step.info) &&
        (step.text === undefined || (m.print_status_message ?? "").includes(step.text)) &&
        (step.order === undefined || m.order_sn === orderSnOf(ctx, step.order));
      return until(ctx, step.within ?? 0, async () => {
        const hit = w.messages.find((m) => fits(m.msg));
        if (hit !== undefined) return { ok: true, seen: describeMessage(hit.msg) };
        const last = w.messages.slice(-3).map((m) => describeMessage(m.msg));
        return { ok: false, seen: last.length === 0 ? `no command message from ${step.sn}` : `only ${w.messages.length} other message${w.messages.length === 1 ? "" : "s"} from ${step.sn}, the last: ${last.join("; ")}` };
      });
    }
  }
}

/** The coins of a coins step: the machine's as the backend holds them, or the user's own (user/info). */
export async function readCoins(ctx: RunContext, step: { sn?: string | undefined; user?: SeedRole | undefined }): Promise<number> {
  if (step.sn !== undefined) return ((await ctx.ctl("GET", `/printers/${encodeURIComponent(step.sn)}/record`)) as { coins: number }).coins;
  if (step.user === undefined) throw new Error("a coins step names sn or user"); // parseScenario makes sure
  return ctx.api.userCoins(step.user);
}

/** Where a coins step's `change` counts from: "sn:SIM-0001" or "user:customer". */
export const coinsKey = (step: { sn?: string | undefined; user?: string | undefined }) => (step.sn !== undefined ? `sn:${step.sn}` : `user:${step.user ?? ""}`);
