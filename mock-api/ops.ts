/**
 * The state changes that do not come through `/api/` (issue 12 item 4): the WeChat stand-in
 * pages, `/__mock/pay` and the sim's `/pay`, the printers' reports (coins, job status) and the
 * sim's snapshot restore. Each is a named operation: `runOp` performs it and appends it to the
 * write-ahead log (with its time and what it drew from `random`), and `replayOp` performs it
 * again after a crash. A writer outside `/api/` changes the store only through here, so the log
 * cannot miss it (store/persist.ts).
 */
import type { CommandMessage } from "../web/contract/device/messages.ts";
import { recordCommandMessage, recordHeartbeatCondition, type ReportResult } from "./commerce/device-reports.ts";
import { errorCodeOf, heartbeatCondition, type HeartbeatCondition } from "./printing/device-state.ts";
import { noDevices, type DevicePort } from "./devices.ts";
import { completeFlow, refuseFlow } from "./finance/esign.ts";
import { reconcileJobs, type PrinterHolding, type Reconciled } from "./printing/jobs.ts";
import { issueToken, revokeKey } from "./store/tokens.ts";
import type { EsignFlowRecord } from "./store/finance.ts";
import { cryptoRandom, recordingRandom, replayRandom, ReplayMismatch, type Draw, type Random } from "./random.ts";
import type { ReplayResult } from "./replay.ts";
import { own } from "./store/own.ts";
import type { Store } from "./store/types.ts";
import { notifyWeixinPaid, type WeixinNotifyResult } from "./weixin-notify.ts";
import type { OpEntry, WalInput } from "./store/wal-format.ts";
import { bindWeChat, identityOf, issueWxCode, newWeChatIdentity, type BindResult, type WeChatIdentity } from "./store/wechat.ts";

/** "new": a WeChat user nobody has seen yet (the chooser's last option). */
export const NEW_WECHAT_USER = "new";

interface OpEnv {
  readonly store: Store;
  readonly now: number;
  readonly random: Random;
  readonly devices: DevicePort;
  readonly log: (line: string) => void;
}

const OPS = {
  /** WeChat says the customer (a print order) or the shop (a purchase) paid: the stand-in for its payment notification. */
  pay: (env: OpEnv, a: { order_sn: string }): WeixinNotifyResult => notifyWeixinPaid(env.store, a.order_sn, env.now, env.devices, env.log),
  /** A printer's command message: its coins, a job's status (a failure becomes the printer's error from the time it was heard). */
  "device.command": (env: OpEnv, a: CommandMessage): ReportResult => recordCommandMessage(env.store, a, env.now),
  /** What a heartbeat says is wrong (error mode, no material, no sticks) starts or stops being the printer's error. */
  "device.condition": (env: OpEnv, a: { sn: string } & HeartbeatCondition): boolean => recordHeartbeatCondition(env.store, a.sn, a, env.now),
  /** The e-sign stand-in page's "sign" (esign/index.ts): the flow signed, its withdrawal to review; null when it no longer can be. */
  "esign.sign": (env: OpEnv, a: { flow_id: string }): EsignFlowRecord | null => completeFlow(env.store, a.flow_id, Math.floor(env.now / 1000)),
  /** The e-sign stand-in page's "refuse". */
  "esign.refuse": (env: OpEnv, a: { flow_id: string }): EsignFlowRecord | null => refuseFlow(env.store, a.flow_id, Math.floor(env.now / 1000)),
  /**
   * A printer booted fresh or came back restored holding `running` and `queued` (sim/fleet-actions.ts
   * reconcile): what it lost fails visibly or is handed to it again (printing/jobs.ts reconcileJobs).
   */
  "jobs.reconcile": (env: OpEnv, a: { sn: string } & PrinterHolding): Reconciled => reconcileJobs(env.store, a.sn, { running: a.running, queued: a.queued }, env.now, env.devices, env.log),
  /** A session for a user, as a login makes it (the sim's control API); the token's key only is logged. */
  "session.issue": (env: OpEnv, a: { userId: number }): { token: string; expiresInS: number } => issueToken(env.store, a.userId, env.now, env.random),
  /** A session ended (the sim's control API), by its token's key. */
  "session.revoke": (env: OpEnv, a: { key: string }): boolean => {
    const had = own(env.store.tokens, a.key) !== undefined;
    revokeKey(env.store, a.key);
    return had;
  },
  /** The coins at a printer as a sim snapshot says (sim/fleet.ts restore). */
  "printer.coins": (env: OpEnv, a: { sn: string; coins: number }): boolean => {
    const printer = own(env.store.printers, a.sn);
    if (printer === undefined) return false;
    printer.coins = a.coins;
    return true;
  },
  /**
   * The WeChat consent page's "allow": a one-time code for a known openid or a new WeChat user
   * (null when the openid names nobody); with `profile` the public profile comes along.
   */
  "wx.grant": (env: OpEnv, a: { openid: string; profile: boolean }): { code: string; identity: Omit<WeChatIdentity, "userId"> } | null => {
    const identity = a.openid === NEW_WECHAT_USER ? newWeChatIdentity(env.random) : identityOf(env.store, a.openid);
    if (identity === null) return null;
    const profile = a.profile ? { nickname: identity.nickname, avatar: identity.avatar } : {};
    return { code: issueWxCode(env.store, identity.openid, profile, env.now, env.random), identity: { openid: identity.openid, nickname: identity.nickname, avatar: identity.avatar } };
  },
  /** The bind page's "allow": binds a known openid or a new WeChat user to the user. */
  "wx.bind": (env: OpEnv, a: { userId: number; openid: string }): BindResult | null => {
    const user = own(env.store.users, a.userId);
    if (user === undefined) return null;
    const openid = a.openid === NEW_WECHAT_USER ? newWeChatIdentity(env.random).openid : a.openid;
    return bindWeChat(env.store, user, openid);
  },
} as const;

export type OpName = keyof typeof OPS;
type ArgsOf<N extends OpName> = Parameters<(typeof OPS)[N]>[1];
type ResultOf<N extends OpName> = ReturnType<(typeof OPS)[N]>;

/** Where an operation is logged (the persister), if anywhere. */
export interface OpSink {
  append(entry: WalInput): number;
}

export interface OpDeps {
  readonly store: Store;
  readonly now: number;
  /** The write-ahead log; absent without --data (then the operation only runs). */
  readonly sink?: OpSink | undefined;
  readonly devices?: DevicePort;
  readonly log?: (line: string) => void;
  /** Log the operation only when this says its result changed something (default: always). */
  readonly changedIf?: (result: never) => boolean;
}

/**
 * What of a result a replay must come to again, where not all of it: a new token is a secret (a
 * replay knows its key only); a cancel sent to a printer changes nothing in the store (a replay
 * sends none).
 */
const HASHED: { readonly [N in OpName]?: (result: ResultOf<N>) => unknown } = {
  "session.issue": (r) => r.expiresInS,
  "jobs.reconcile": (r) => ({ failed: r.failed, resent: r.resent }),
};

/** FNV-1a of a result's JSON: a replay must come to the same. */
function resultHash(name: OpName, result: unknown): number {
  const part = HASHED[name] as ((r: unknown) => unknown) | undefined;
  const text = JSON.stringify((part === undefined ? result : part(result)) ?? null);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Performs operation `name` on the store and logs it. */
export function runOp<N extends OpName>(name: N, args: ArgsOf<N>, deps: OpDeps): ResultOf<N> {
  const draws: Draw[] = [];
  const random = deps.sink === undefined ? cryptoRandom : recordingRandom(draws, []);
  const env: OpEnv = { store: deps.store, now: deps.now, random, devices: deps.devices ?? noDevices, log: deps.log ?? (() => {}) };
  const op = OPS[name] as (env: OpEnv, a: ArgsOf<N>) => ResultOf<N>;
  const result = op(env, args);
  if (deps.sink !== undefined && (deps.changedIf === undefined || (deps.changedIf as (r: ResultOf<N>) => boolean)(result))) {
    const entry: Omit<OpEntry, "n"> = { k: "op", at: deps.now, op: name, a: args, c: resultHash(name, result) };
    if (draws.length > 0) entry.r = draws;
    deps.sink.append(entry);
  }
  return result;
}

/** Performs a logged operation again (at a start, after a crash). */
export function replayOp(entry: OpEntry, store: Store, devices: DevicePort): ReplayResult {
  const op = (OPS as Record<string, ((env: OpEnv, a: unknown) => unknown) | undefined>)[entry.op];
  if (op === undefined) return { same: false, detail: `no operation ${JSON.stringify(entry.op)} in this mock-api` };
  try {
    const result = op({ store, now: entry.at, random: replayRandom(entry.r ?? []), devices, log: () => {} }, entry.a);
    if (entry.c !== undefined && resultHash(entry.op as OpName, result) !== entry.c) return { same: false, detail: `${entry.op} came to another result (${JSON.stringify(result)?.slice(0, 160)})` };
    return { same: true };
  } catch (err) {
    if (err instanceof ReplayMismatch) return { same: false, detail: `${entry.op}: ${err.message}` };
    return { same: false, detail: `${entry.op} threw ${err instanceof Error ? err.message : String(err)}` };
  }
}

/**
 * A decoded heartbeat's condition (sim/fleet-heartbeat.ts, sim/transport/bridge.ts): logged as
 * "device.condition" when it changes the printer's error. The hot path (50,000 heartbeats a
 * second, nearly all saying what the record already says) costs two comparisons and no entry;
 * `last_seen` is not logged (store/persist.ts: printers announce themselves within a second).
 */
export function recordCondition(store: Store, sn: string, hb: HeartbeatCondition, now: number, sink: OpSink | undefined, record = own(store.printers, sn)): void {
  if (record === undefined || heartbeatCondition(hb) === errorCodeOf(record)) return;
  runOp("device.condition", { sn, printMode: hb.printMode, materialPresent: hb.materialPresent, bambooPresent: hb.bambooPresent }, { store, now, sink, changedIf: (changed: boolean) => changed });
}
