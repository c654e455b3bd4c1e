/**
 * The state changes that do not come through `/api/` (issue 12 item 4): the WeChat stand-in
 * pages, `/__mock/pay` and the sim's `/pay`, the printers' reports (coins, job status) and the
 * sim's snapshot restore. Each is a named operation: `runOp` performs it and appends it to the
 * write-ahead log (with its time and what it drew from `random`), and `replayOp` performs it
 * again after a crash. A writer outside `/api/` changes the store only through here, so the log
 * cannot miss it (store/persist.ts).
 */
import type { CommandMessage } from "../web/contract/device/messages.ts";
import { completeWeixinPayment, type WeixinCompletion } from "./commerce/payments.ts";
import { recordCommandMessage, type ReportResult } from "./commerce/device-reports.ts";
import { noDevices, type DevicePort } from "./devices.ts";
import { cryptoRandom, recordingRandom, replayRandom, ReplayMismatch, type Draw, type Random } from "./random.ts";
import type { ReplayResult } from "./router.ts";
import { own } from "./store/own.ts";
import type { Store } from "./store/types.ts";
import type { OpEntry, WalInput } from "./store/wal.ts";
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
  /** WeChat says the customer paid (the stand-in for its payment notification). */
  pay: (env: OpEnv, a: { order_sn: string }): WeixinCompletion => completeWeixinPayment(env.store, a.order_sn, env.now, env.devices, env.log),
  /** A printer's command message: its coins, a job's status. */
  "device.command": (env: OpEnv, a: CommandMessage): ReportResult => recordCommandMessage(env.store, a),
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

/** FNV-1a of a result's JSON: a replay must come to the same. */
function resultHash(result: unknown): number {
  const text = JSON.stringify(result ?? null);
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
    const entry: Omit<OpEntry, "n"> = { k: "op", at: deps.now, op: name, a: args, c: resultHash(result) };
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
    if (entry.c !== undefined && resultHash(result) !== entry.c) return { same: false, detail: `${entry.op} came to another result (${JSON.stringify(result)?.slice(0, 160)})` };
    return { same: true };
  } catch (err) {
    if (err instanceof ReplayMismatch) return { same: false, detail: `${entry.op}: ${err.message}` };
    return { same: false, detail: `${entry.op} threw ${err instanceof Error ? err.message : String(err)}` };
  }
}
