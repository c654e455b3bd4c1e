/**
 * `sim order <order_sn> [--json]`: one order as the API and its printer see it (order-view.ts):
 * the API's status and what the printer last reported, the payment, the job on the printer
 * (running with its progress, queued and where, printed, or not there) and the refund.
 */
import { Command } from "commander";
import { callControl, controlOption, print } from "../control-client.ts";
import type { OrderView } from "../order-view.ts";

/** Unix seconds (or ms with `ms`) as "2026-01-15 10:00:03 UTC", the sim's virtual clock. */
function when(t: number | null, ms = false): string {
  if (t === null) return "-";
  return `${new Date(ms ? t : t * 1000).toISOString().replace("T", " ").slice(0, 19)} UTC`;
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;

export function describeOrder(o: OrderView): string[] {
  const reported = o.print_status_info === null ? "the printer reported nothing yet" : `the printer reported ${o.print_status_info}${o.print_status_message === null ? "" : ` "${o.print_status_message}"`}`;
  const pay = !o.pay.paid
    ? `unpaid, ${o.pay.money} due; closes ${when(o.expires_at, true)}`
    : `${o.pay.pay_type_name ?? "?"} (${o.pay_type ?? "?"}): ${o.pay.coins !== null && o.pay.coins > 0 ? `${o.pay.coins} coins` : (o.pay.pay_money ?? o.pay.money)} at ${when(o.pay.pay_time)}`;
  const p = o.printer;
  const ended = o.print_status_info === "failed" || o.print_status_info === "cancelled" || o.print_status_info === "done";
  const place =
    p === null ? "not simulated by this sim"
    : p.job === "running" ? `printing it, ${p.progress ?? 0}%`
    : p.job === "queued" ? `queued, ${ordinal(p.position ?? 0)} in line${p.printing === null ? "" : ` (printing ${p.printing})`}`
    : p.job === "printed" ? "printed it (among its recent jobs)"
    : ended ? `no longer has it (it reported ${o.print_status_info ?? ""})`
    : o.job_sent_at === null ? "does not have it (never sent)"
    : `does not have it (sent ${when(o.job_sent_at, true)}, lost while it was away: the backend sends it again when the printer comes back)`;
  const printer = p === null ? place : `${o.sn} ${p.state}, the app sees it ${p.appOnline === null ? "never online" : p.appOnline ? "online" : "offline"}; ${place}`;
  const r = o.refund;
  const refund = r === null ? "none" : `${r.status_name} (${r.status}): ${r.coins !== null && r.coins > 0 ? `${r.coins} coins` : (r.refund_amount ?? r.amount)}, "${r.reason}"${r.remark === "" ? "" : `, remark "${r.remark}"`}; applied ${when(r.create_time)}${r.audit_time === null ? "" : `, audited ${when(r.audit_time)}`}${r.refund_time === null ? "" : `, paid back ${when(r.refund_time)}`}`;
  return [
    `order    ${o.order_sn}  "${o.name}" on ${o.sn}, made ${when(o.create_time)}`,
    `API      ${o.status_name} (${o.status}); ${reported}`,
    `pay      ${pay}`,
    `printer  ${printer}`,
    `refund   ${refund}`,
  ];
}

export function orderCommand(): Command {
  return new Command("order")
    .description("show an order as the API and its printer see it: status, payment, job, refund")
    .argument("<order_sn>", "the order")
    .addOption(controlOption())
    .option("--json", "print the order as JSON", false)
    .action(async (orderSn: string, o: { control?: string; json: boolean }) => {
      const view = (await callControl(o.control, "GET", `/orders/${encodeURIComponent(orderSn)}`)) as OrderView;
      print(o.json, view, describeOrder(view).join("\n"));
    });
}
