/**
 * Table-driven checks of contract endpoints: for each endpoint, realistic inputs parse, bad
 * inputs are refused, realistic outputs parse and keep a field the contract does not know
 * (responses are loose, §CONVENTIONS 1). GET inputs are also parsed the way they arrive, as
 * query-string values (every value a string), since that is what the mock API validates.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Endpoint } from "../../../web/contract/http/endpoint.ts";

export interface EndpointCase {
  readonly ep: Endpoint;
  readonly valid: readonly Record<string, unknown>[];
  /** [why it is wrong, input] */
  readonly invalid: readonly (readonly [string, unknown])[];
  /** Realistic `data` examples. */
  readonly outputs: readonly unknown[];
  /** [why it is wrong, data] */
  readonly badOutputs?: readonly (readonly [string, unknown])[];
}

const EXTRA = "backend_added_field";

/** The example with an unknown field added (on the object, or on the first row of an array). */
function withExtra(data: unknown): { data: unknown; get: (parsed: unknown) => unknown } | null {
  if (Array.isArray(data)) {
    const [first, ...rest] = data as unknown[];
    if (first === null || typeof first !== "object") return null;
    return { data: [{ ...first, [EXTRA]: 1 }, ...rest], get: (p) => ((p as Record<string, unknown>[])[0] ?? {})[EXTRA] };
  }
  if (data === null || typeof data !== "object") return null;
  return { data: { ...data, [EXTRA]: 1 }, get: (p) => (p as Record<string, unknown>)[EXTRA] };
}

/** What a query string turns an input into: every present value a string. */
function asQuery(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

function issues(r: { success: boolean; error?: { issues: unknown } }): string {
  return r.success ? "" : JSON.stringify(r.error?.issues);
}

export function testEndpoints(group: string, endpoints: readonly Endpoint[], cases: readonly EndpointCase[]): void {
  test(`${group}: every endpoint has one case, and each path/method is declared once`, () => {
    assert.deepEqual(
      cases.map((c) => `${c.ep.method} ${c.ep.path}`).sort(),
      endpoints.map((e) => `${e.method} ${e.path}`).sort(),
    );
    assert.equal(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size, endpoints.length);
    for (const e of endpoints) assert.ok(e.summary.length > 0, `${e.path} has a summary`);
  });

  for (const c of cases) {
    const name = `${c.ep.method} ${c.ep.path}`;
    test(`${name}: realistic inputs parse${c.ep.method === "GET" ? " (as objects and as query strings)" : ""}`, () => {
      assert.ok(c.valid.length > 0);
      for (const v of c.valid) {
        const r = c.ep.input.safeParse(v);
        assert.ok(r.success, `${JSON.stringify(v)} should parse: ${issues(r)}`);
        if (c.ep.method === "GET") {
          const q = c.ep.input.safeParse(asQuery(v));
          assert.ok(q.success, `query ${JSON.stringify(asQuery(v))} should parse: ${issues(q)}`);
          assert.deepEqual(q.data, r.data, "a query string parses to the same input");
        }
      }
    });

    test(`${name}: bad inputs are refused`, () => {
      assert.ok(c.invalid.length > 0);
      for (const [why, v] of c.invalid) {
        assert.equal(c.ep.input.safeParse(v).success, false, `should refuse (${why}): ${JSON.stringify(v)?.slice(0, 200)}`);
      }
    });

    test(`${name}: realistic output parses and keeps unknown fields`, () => {
      assert.ok(c.outputs.length > 0);
      for (const out of c.outputs) {
        const r = c.ep.output.safeParse(out);
        assert.ok(r.success, `${JSON.stringify(out)} should parse: ${issues(r)}`);
        const extra = withExtra(out);
        if (extra !== null) {
          const p = c.ep.output.safeParse(extra.data);
          assert.ok(p.success, issues(p));
          assert.equal(extra.get(p.data), 1, "an unknown response field is kept");
        }
      }
      for (const [why, out] of c.badOutputs ?? []) {
        assert.equal(c.ep.output.safeParse(out).success, false, `should refuse output (${why})`);
      }
    });
  }
}
