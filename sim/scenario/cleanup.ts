/**
 * What a run leaves behind is put away when it ends, pass or fail (issue 13 item 10: a failed run
 * left its job printing, and the next run's order waited behind it): its API faults go; each order
 * it made that is still unpaid is cancelled by its customer (order/cancel), and each still paid or
 * printing has its job withdrawn (the control API's DELETE /jobs: the printer cancels or drops it,
 * the order becomes print-failed and is never sent again); each printer it faulted or set that is
 * still faulted, or whose sugar or bamboo it took, is cleared (after `offline`: powered up). Each line says what was done; a step that
 * cannot be done is said too, and the others still run.
 */
import { describeRow, printerRow, type OrderView, type RunContext } from "./context.ts";

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function cleanUp(ctx: RunContext): Promise<string[]> {
  const done: string[] = [];
  for (const timer of ctx.timers) clearTimeout(timer); // a timed fault not yet cleared: the printer's clear below ends it
  ctx.timers.clear();

  for (const id of ctx.apiFaults) {
    try {
      await ctx.ctl("DELETE", `/api-faults/${encodeURIComponent(id)}`);
      done.push(`API fault ${id} removed`);
    } catch {
      // gone already: used up (times) or cleared by a step
    }
  }

  // Newest first: a job queued behind another of the run's is dropped before the one it waits for
  // is cancelled, so it never starts on the way out.
  for (const [as, o] of [...ctx.orders].reverse()) {
    try {
      const v = (await ctx.ctl("GET", `/orders/${encodeURIComponent(o.orderSn)}`)) as OrderView;
      if (v.status_name === "unpaid") {
        await ctx.api.cancel(o.role, o.orderSn);
        done.push(`order ${as} (${o.orderSn}) was unpaid: cancelled by ${o.role}`);
      } else if (v.status_name === "paid" || v.status_name === "printing") {
        const r = (await ctx.ctl("DELETE", `/jobs/${encodeURIComponent(o.orderSn)}`)) as { printer: boolean; status_name: string };
        done.push(`order ${as} (${o.orderSn}) was ${v.status_name}: its job ${r.printer ? "cancelled on the printer" : "withdrawn (not on the printer)"}, the order ${r.status_name}`);
      }
    } catch (err) {
      done.push(`order ${as} (${o.orderSn}): not cleaned up: ${message(err)}`);
    }
  }

  for (const sn of ctx.touched) {
    try {
      const row = await printerRow(ctx, sn);
      const sensors = ctx.sensorsOff.has(sn);
      if (row === undefined || (row.faults.length === 0 && row.state !== "error" && !sensors)) continue;
      await ctx.ctl("POST", `/printers/${encodeURIComponent(sn)}/clear`);
      done.push(`${describeRow(sn, row)}${sensors ? ", sugar or bamboo taken by the run" : ""}: cleared`);
    } catch (err) {
      done.push(`${sn}: not cleared: ${message(err)}`);
    }
  }
  return done;
}
