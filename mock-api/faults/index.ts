/**
 * Faults for QA. The router asks `faults.before(req, path, token)` before it does anything else
 * with an `/api/...` request, so a fault answers before any handler runs and never changes data
 * (a delay then handles the request normally, which is the point of a delay).
 *
 * `createFaults` is the engine behind `/__mock/faults`: rules by path glob, method and session
 * token; the newest matching rule wins; a rule with `times` removes itself after that many calls.
 */
import type { IncomingMessage } from "node:http";
import type { Language } from "../../web/contract/constants.ts";
import type { Clock } from "../clock.ts";
import { languageOf } from "../messages.ts";
import { globToRegExp, parseFaultRule, type FaultRule, type FaultRuleAction, type FaultStatus } from "./rules.ts";

export * from "./rules.ts";

/** What the router does instead of (or before) handling a request. `rule` names the rule that fired. */
export type FaultAction = (
  /** Wait `ms` before handling the request normally (slow network, §7 60 s timeout tests). */
  | { readonly kind: "delay"; readonly ms: number }
  /** Answer at once with this HTTP status and envelope (e.g. 502/503/504 of §8). */
  | { readonly kind: "error"; readonly status: number; readonly errorCode?: number; readonly msg?: string }
  /** Destroy the socket without answering (§8 "no response"). */
  | { readonly kind: "drop" }
  /** Never answer: hold the request until the client gives up or the server closes. */
  | { readonly kind: "hang" }
) & { readonly rule?: string };

export interface Faults {
  /** `token` is the bearer token the request presented (valid or not), for token-scoped rules. */
  before(req: IncomingMessage, path: string, token?: string | null): FaultAction | undefined;
}

export const noFaults: Faults = { before: () => undefined };

/** A rule that cannot be added: the message names the field ("action.status: must be one of ..."). */
export class FaultRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FaultRuleError";
  }
}

export interface FaultEngine extends Faults {
  /** Checks and adds a rule (newest first); throws FaultRuleError on a bad one. */
  add(input: unknown): FaultRule;
  /** False when there is no such rule. */
  remove(id: string): boolean;
  /** Removes every rule; returns how many there were. */
  clear(): number;
  /** The rules, newest (first to match) first. Copies: changing them changes nothing. */
  list(): FaultRule[];
}

export function isFaultEngine(faults: Faults): faults is FaultEngine {
  const f = faults as Partial<FaultEngine>;
  return typeof f.add === "function" && typeof f.remove === "function" && typeof f.list === "function";
}

/** Default messages, in the caller's language like every other msg (§7 Language header). */
const STATUS_MSG: Readonly<Record<FaultStatus, Readonly<Record<Language, string>>>> = {
  400: { "zh-CN": "请求参数错误", en: "Bad request" },
  401: { "zh-CN": "登录已过期，请重新登录", en: "Login expired, please log in again" },
  403: { "zh-CN": "没有访问权限", en: "No access permission" },
  404: { "zh-CN": "请求的资源不存在", en: "Not found" },
  422: { "zh-CN": "参数校验失败", en: "Validation failed" },
  500: { "zh-CN": "服务器内部错误", en: "Internal server error" },
  502: { "zh-CN": "网关错误", en: "Bad gateway" },
  503: { "zh-CN": "服务暂时不可用", en: "Service unavailable" },
  504: { "zh-CN": "网关超时", en: "Gateway timeout" },
};
const API_ERROR_MSG: Readonly<Record<Language, string>> = { "zh-CN": "操作失败，请稍后重试", en: "The operation failed, please try again later" };

interface LiveRule {
  rule: FaultRule & { times?: number; hits: number };
  re: RegExp;
}

function toAction(action: FaultRuleAction, req: IncomingMessage, rule: string): FaultAction {
  switch (action.kind) {
    case "status":
      return { kind: "error", status: action.status, errorCode: 1, msg: action.msg ?? STATUS_MSG[action.status][languageOf(req)], rule };
    case "apiError":
      return { kind: "error", status: 200, errorCode: 1, msg: action.msg ?? API_ERROR_MSG[languageOf(req)], rule };
    case "delay":
      return { kind: "delay", ms: action.ms, rule };
    case "hang":
      return { kind: "hang", rule };
    case "drop":
      return { kind: "drop", rule };
  }
}

export function createFaults(options: { clock: Clock }): FaultEngine {
  const { clock } = options;
  let rules: LiveRule[] = []; // newest first
  let nextId = 1;

  function remove(id: string): boolean {
    const before = rules.length;
    rules = rules.filter((r) => r.rule.id !== id);
    return rules.length !== before;
  }

  return {
    before(req, path, token = null) {
      if (rules.length === 0) return undefined; // the common case costs one comparison
      const method = req.method === "HEAD" ? "GET" : req.method;
      for (const live of rules) {
        const { rule } = live;
        if (rule.method !== "any" && rule.method !== method) continue;
        if (rule.token !== undefined && rule.token !== token) continue;
        if (!live.re.test(path)) continue;
        rule.hits += 1;
        if (rule.times !== undefined) {
          rule.times -= 1;
          if (rule.times <= 0) remove(rule.id);
        }
        return toAction(rule.action, req, rule.id);
      }
      return undefined;
    },
    add(input) {
      const parsed = parseFaultRule(input);
      if (!parsed.ok) throw new FaultRuleError(parsed.error);
      const { id: wanted, method = "any", ...rest } = parsed.rule;
      let id = wanted;
      if (id !== undefined && rules.some((r) => r.rule.id === id)) throw new FaultRuleError(`id: a rule named ${id} exists already`);
      while (id === undefined || rules.some((r) => r.rule.id === id)) id = `f${nextId++}`;
      const rule: LiveRule["rule"] = { id, ...rest, method, createdAt: clock.now(), hits: 0 };
      rules.unshift({ rule, re: globToRegExp(rule.path) });
      return { ...rule };
    },
    remove,
    clear() {
      const n = rules.length;
      rules = [];
      return n;
    },
    list: () => rules.map((r) => ({ ...r.rule })),
  };
}
