/**
 * The scenario's actions (`do` steps, steps.ts ACTIONS): each through the sim's control API or the
 * real /api as the people who would do it. An action with `fails` must fail that way for the run
 * to go on; without it, any failure stops the run.
 */
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { ControlError } from "../control-client.ts";
import { ApiCallError } from "./api-client.ts";
import { describeRow, noteSensor, orderSnOf, orderView, printerRow, roleOf, secs, StepFailed, until, type RunContext } from "./context.ts";
import type { ActionStep, Failure } from "./steps.ts";

const AT_PROGRESS_WITHIN_S = 600; // virtual s an `atProgress` fault waits by default: longer than any job's heating and print

/** Does an error fit what the step said it must fail with? */
function fitsFailure(f: Failure, status: number, errorCode: number | null, message: string): boolean {
  return (f.status === undefined || f.status === status) && (f.errorCode === undefined || f.errorCode === errorCode) && (f.message === undefined || message.includes(f.message));
}

function describeFailure(f: Failure): string {
  return [f.status !== undefined ? `HTTP ${f.status}` : "", f.errorCode !== undefined ? `errorCode ${f.errorCode}` : "", f.message !== undefined ? `"${f.message}"` : ""].filter((s) => s !== "").join(", ") || "an error";
}

/** Runs an action that may be expected to fail; resolves to what happened. */
async function attempt(fails: Failure | undefined, run: () => Promise<string>): Promise<string> {
  let done: string;
  try {
    done = await run();
  } catch (err) {
    const status = err instanceof ApiCallError ? err.status : err instanceof ControlError ? err.status : -1;
    const code = err instanceof ApiCallError ? err.errorCode : null;
    const message = err instanceof Error ? err.message : String(err);
    if (fails !== undefined && status !== -1 && fitsFailure(fails, status, code, message)) return `failed as expected: ${message}`;
    throw new StepFailed(fails === undefined ? message : `expected to fail with ${describeFailure(fails)}, but: ${message}`);
  }
  if (fails !== undefined) throw new StepFailed(`expected to fail with ${describeFailure(fails)}, but it succeeded (${done})`);
  return done;
}

const at = (sn: string, action: string) => `/printers/${encodeURIComponent(sn)}/${action}`;

/** A fault's `seconds`: the clear goes out that long after, while the next steps run; its line comes then. */
function clearLater(ctx: RunContext, index: number, step: Extract<ActionStep, { do: "fault" }>, label: string, seconds: number): void {
  const from = ctx.vnow();
  let done = false;
  let failure: string | null = null;
  const timer = setTimeout(() => {
    ctx.timers.delete(timer);
    ctx.ctl("POST", at(step.sn, "clear")).then(
      () => {
        done = true;
        ctx.sensorsOff.delete(step.sn); // a clear gives sugar and bamboo back
        ctx.report({ index, label, ok: true, at: ctx.since(), detail: `${step.sn}: ${step.kind} cleared after ${secs(ctx.vnow() - from)}` });
      },
      (err: unknown) => {
        failure = `the clear after ${seconds} s failed: ${err instanceof Error ? err.message : String(err)}`;
      },
    );
  }, (seconds * 1000) / ctx.speed);
  ctx.timers.add(timer);
  ctx.background(index, step, () => {
    if (failure !== null) throw new StepFailed(failure);
    return done;
  });
}

export async function act(ctx: RunContext, step: ActionStep, index: number, label: string): Promise<string> {
  switch (step.do) {
    case "wait":
      await ctx.pause(step.seconds * 1000);
      return `waited ${step.seconds} s`;
    case "coin": {
      const r = (await ctx.ctl("POST", at(step.sn, "coin"), { n: step.n })) as { coins: number };
      return `${step.sn}: ${r.coins} coins at the machine`;
    }
    case "set":
      ctx.touched.add(step.sn);
      if (step.values.material !== undefined) noteSensor(ctx, step.sn, "material", !step.values.material);
      if (step.values.bamboo !== undefined) noteSensor(ctx, step.sn, "bamboo", !step.values.bamboo);
      await ctx.ctl("POST", at(step.sn, "set"), step.values);
      return `${step.sn}: set ${JSON.stringify(step.values)}`;
    case "fault": {
      let when = "";
      if (step.atProgress !== undefined) {
        const target = step.atProgress;
        const seen = await until(ctx, step.within ?? AT_PROGRESS_WITHIN_S, async () => {
          const row = await printerRow(ctx, step.sn);
          return { ok: row !== undefined && row.order_sn !== null && row.progress >= target, seen: describeRow(step.sn, row) };
        });
        when = ` when ${seen}`;
      }
      ctx.touched.add(step.sn);
      if (step.kind === "material-out" || step.kind === "bamboo-out") noteSensor(ctx, step.sn, step.kind === "material-out" ? "material" : "bamboo", true);
      await ctx.ctl("POST", at(step.sn, "fault"), { kind: step.kind });
      if (step.seconds !== undefined) clearLater(ctx, index, step, label, step.seconds);
      return `${step.sn}: ${step.kind}${step.seconds !== undefined ? ` for ${step.seconds} s` : ""}${when}`;
    }
    case "clear":
      await ctx.ctl("POST", at(step.sn, "clear"));
      ctx.sensorsOff.delete(step.sn); // sugar and bamboo are back
      return `${step.sn}: cleared`;
    case "printer":
      if (step.action === "add") await ctx.ctl("POST", "/printers", { sn: step.sn });
      else await ctx.ctl("DELETE", `/printers/${encodeURIComponent(step.sn)}`);
      return `${step.sn}: ${step.action === "add" ? "added" : "removed"}`;
    case "pay":
      return attempt(step.fails, async () => {
        const r = (await ctx.ctl("POST", "/pay", { order_sn: orderSnOf(ctx, step.order) })) as { status: number };
        return `${orderSnOf(ctx, step.order)} paid (status ${r.status})`;
      });
    case "fault-api": {
      const action =
        step.status !== undefined ? { kind: "status", status: step.status, ...(step.msg !== undefined ? { msg: step.msg } : {}) }
        : step.apiError === true ? { kind: "apiError", ...(step.msg !== undefined ? { msg: step.msg } : {}) }
        : step.delayMs !== undefined ? { kind: "delay", ms: step.delayMs }
        : step.hang === true ? { kind: "hang" }
        : { kind: "drop" };
      const token = step.user === undefined ? undefined : await ctx.api.token(step.user);
      const rule = { path: step.path, action, ...(step.method !== undefined ? { method: step.method } : {}), ...(step.times !== undefined ? { times: step.times } : {}), ...(token !== undefined ? { token } : {}), ...(step.id !== undefined ? { id: step.id } : {}) };
      const r = (await ctx.ctl("POST", "/api-faults", rule)) as { id: string; description: string };
      ctx.apiFaults.push(r.id);
      return `API fault ${r.id}: ${r.description}`;
    }
    case "fault-api-clear":
      if (step.id !== undefined) await ctx.ctl("DELETE", `/api-faults/${encodeURIComponent(step.id)}`);
      else await ctx.ctl("DELETE", "/api-faults");
      return step.id === undefined ? "API faults cleared" : `API fault ${step.id} removed`;
    case "order":
      return attempt(step.fails, async () => {
        const role = step.user ?? "customer";
        const payType = step.payType ?? PAY_TYPE.BALANCE;
        try {
          const r = await ctx.api.order({ sn: step.sn, role, payType, ...(step.goods !== undefined ? { goods: step.goods } : {}) });
          ctx.orders.set(step.as, { orderSn: r.order_sn, role });
          return `order ${step.as} = ${r.order_sn} (goods ${r.goods}, ${r.money}, pay type ${payType}${r.pay_data !== undefined ? ", QR shown" : ""})`;
        } catch (err) {
          if (err instanceof ApiCallError && err.orderSn !== undefined) ctx.orders.set(step.as, { orderSn: err.orderSn, role }); // made, not paid
          throw err;
        }
      });
    case "cancel":
      return attempt(step.fails, async () => {
        const role = step.user ?? roleOf(ctx, step.order, "customer");
        const status = await ctx.api.cancel(role, orderSnOf(ctx, step.order));
        return `order ${step.order} cancelled by ${role} (status ${status})`;
      });
    case "refund-apply":
      return attempt(step.fails, async () => {
        const role = step.user ?? roleOf(ctx, step.order, "customer");
        const { id } = await orderView(ctx, step.order);
        const status = await ctx.api.applyForRefund(role, id, step.reason ?? "打印失败");
        return `${role} asked for a refund of order ${step.order} (refund status ${status})`;
      });
    case "refund-audit":
      return attempt(step.fails, async () => {
        const role = step.user ?? "admin";
        const refund = await ctx.api.refundOf(role, orderSnOf(ctx, step.order));
        const status = await ctx.api.auditRefund(role, refund.id, step.pass ?? true, step.remark);
        return `${role} ${step.pass === false ? "refused" : "passed"} refund ${refund.id} of order ${step.order} (refund status ${status})`;
      });
    case "refund-confirm":
      return attempt(step.fails, async () => {
        const role = step.user ?? "admin";
        const refund = await ctx.api.refundOf(role, orderSnOf(ctx, step.order));
        const r = await ctx.api.confirm(role, refund.id, step.amount);
        return `${role} paid refund ${refund.id} of order ${step.order} back: ${r.refund_amount} (refund status ${r.status})`;
      });
  }
}
