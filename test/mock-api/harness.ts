/**
 * A mock API on a free loopback port for one test, driven with global fetch. `startApi(t)`
 * closes it in `t.after` and fails the test if the router recorded a contract violation or an
 * unexpected throw (unless the test says it expects them).
 */
import assert from "node:assert/strict";
import type { TestContext } from "node:test";
import { manualClock, type ManualClock } from "../../mock-api/clock.ts";
import { createMockApi, type MockApi, type MockApiOptions } from "../../mock-api/server.ts";

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (null when the body is not JSON). */
  json: { errorCode: number; msg: string; data: unknown } | null;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface Harness {
  api: MockApi;
  base: string;
  clock: ManualClock;
  logs: string[];
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** The latest live code for a mobile, read the way a developer would (GET /__mock/codes). */
  codeFor(mobile: string): Promise<string>;
  /** send-code + login; returns the access token. */
  loginAs(mobile: string): Promise<string>;
}

export async function startApi(
  t: TestContext,
  options: MockApiOptions & { expectProblems?: boolean } = {},
): Promise<Harness> {
  const clock = manualClock();
  const logs: string[] = [];
  const api = createMockApi({ validateResponses: true, clock, log: (line) => logs.push(line), ...options });
  const base = await api.listen(0, "127.0.0.1");
  t.after(async () => {
    await api.close();
    if (options.expectProblems !== true) assert.deepEqual(api.problems, [], "the router recorded problems");
  });

  async function call(method: string, path: string, o: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...o.headers };
    let body: string | undefined = o.rawBody;
    if (body === undefined && o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers["content-type"] ??= "application/json";
    }
    if (o.token !== undefined) headers["authorization"] = `Bearer ${o.token}`;
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    let json: Answer["json"] = null;
    if ((res.headers.get("content-type") ?? "").startsWith("application/json")) json = JSON.parse(text) as Answer["json"];
    return { status: res.status, headers: res.headers, json, text };
  }

  async function codeFor(mobile: string): Promise<string> {
    const a = await call("GET", `/__mock/codes?mobile=${mobile}`);
    assert.equal(a.status, 200, a.text);
    return (a.json?.data as { code: string }).code;
  }

  async function loginAs(mobile: string): Promise<string> {
    const sent = await call("POST", "/api/default/send-code", { body: { mobile } });
    assert.equal(sent.json?.errorCode, 0, sent.text);
    const res = await call("POST", "/api/default/login", { body: { mobile, code: await codeFor(mobile) } });
    assert.equal(res.json?.errorCode, 0, res.text);
    return (res.json?.data as { access_token: string }).access_token;
  }

  return { api, base, clock, logs, call, codeFor, loginAs };
}
