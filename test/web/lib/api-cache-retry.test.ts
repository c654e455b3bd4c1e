/**
 * The cache's retries against a real local server (§9): only failures without an answer are
 * retried, 3 times 5 s apart elsewhere, every 5 s without end in admin; timers on node's mock clock.
 */
import { afterEach, beforeEach, describe, mock, test } from "node:test";
import assert from "node:assert/strict";
import type { ServerResponse } from "node:http";
import { json, type SeenRequest } from "../../helpers/scripted-server.ts";
import { FETCH_POLICY } from "../../../web/contract/constants.ts";
import {
  cache,
  COMPANY,
  company,
  dropSocket,
  hits,
  http,
  nextVersion,
  on,
  quiet,
  TIMEOUT_MS,
  toasts,
  until,
  watch,
  type Watch,
} from "./api-cache-harness.ts";

// ---- tests ----

describe("§9 retry: only failures without an answer", () => {
  beforeEach(() => mock.timers.enable({ apis: ["setTimeout"] }));
  afterEach(() => {
    cache.clearApiCache(); // clears the mocked retry timers while the mock is still on
    toasts.remove();
    mock.timers.reset();
  });

  /** One 5 s step of the retry clock, then the real request it starts (if any) is awaited. */
  async function retryStep(w: Watch<unknown>, path: string, expectRequest: boolean): Promise<void> {
    const before = hits(path);
    mock.timers.tick(FETCH_POLICY.default.retryIntervalMs);
    if (expectRequest) {
      await until(() => hits(path) === before + 1, `retry request #${before + 1}`);
      await w.settled();
    } else {
      await quiet();
      assert.equal(hits(path), before, "no request");
    }
  }

  test("default policy: a dropped connection is retried 3 times, 5 s apart, then never again", async () => {
    assert.equal(FETCH_POLICY.default.retries, 3);
    assert.equal(FETCH_POLICY.default.retryIntervalMs, 5000);
    on(COMPANY, dropSocket);
    const w = watch(company.companyInfo, {});
    await w.settled();
    assert.equal(hits(COMPANY), 1);
    assert.equal((w.snap().error as InstanceType<typeof http.RequestError>).kind, "network");

    mock.timers.tick(4999);
    await quiet();
    assert.equal(hits(COMPANY), 1, "not before 5 s");
    mock.timers.tick(1);
    await until(() => hits(COMPANY) === 2, "first retry at 5 s");
    await w.settled();

    await retryStep(w, COMPANY, true); // retry 2
    await retryStep(w, COMPANY, true); // retry 3
    assert.equal(hits(COMPANY), 4, "the first try and 3 retries");
    await retryStep(w, COMPANY, false);
    await retryStep(w, COMPANY, false);
    assert.equal((w.snap().error as InstanceType<typeof http.RequestError>).kind, "network", "the error stays visible");
    w.off();
  });

  test("admin policy: keeps retrying every 5 s past 3, and a success ends it", async () => {
    assert.equal(FETCH_POLICY.admin.retryIntervalMs, 5000);
    on(COMPANY, dropSocket);
    const w = watch<{ name: string }>(company.companyInfo, {}, FETCH_POLICY.admin);
    await w.settled();
    for (let i = 0; i < 7; i++) await retryStep(w, COMPANY, true);
    assert.equal(hits(COMPANY), 8, "1 try + 7 retries, more than the default 3");
    on(COMPANY, json(200, { errorCode: 0, data: { name: "recovered", logo_url: null } }));
    await retryStep(w, COMPANY, true);
    assert.equal(w.snap().data?.name, "recovered");
    assert.equal(w.snap().error, undefined, "the error is cleared");
    await retryStep(w, COMPANY, false);
    await retryStep(w, COMPANY, false);
    w.off();
  });

  test("a timeout is retried too", async () => {
    http.configureHttp({ timeoutMs: 1000 });
    try {
      on(COMPANY, () => {}); // never answers
      const w = watch(company.companyInfo, {});
      await until(() => hits(COMPANY) === 1, "request arrived");
      mock.timers.tick(1000); // the client's timeout
      await w.settled();
      assert.equal((w.snap().error as InstanceType<typeof http.RequestError>).kind, "timeout");
      on(COMPANY, json(200, { errorCode: 0, data: { name: "late", logo_url: null } }));
      await retryStep(w, COMPANY, true);
      assert.deepEqual(w.snap().data, { name: "late", logo_url: null });
      w.off();
    } finally {
      http.configureHttp({ timeoutMs: TIMEOUT_MS });
    }
  });

  test("after a success the retry budget is full again", async () => {
    let failNext = 0;
    on(COMPANY, (r, res) => {
      if (failNext > 0) {
        failNext -= 1;
        res.socket?.destroy();
      } else json(200, { errorCode: 0, data: { name: `ok ${nextVersion()}`, logo_url: null } })(r, res);
    });
    failNext = 3;
    const w = watch(company.companyInfo, {});
    await w.settled();
    for (let i = 0; i < 3; i++) await retryStep(w, COMPANY, true);
    assert.ok(w.snap().data, "the third retry succeeded");
    failNext = 4;
    await cache.reload(company.companyInfo, {});
    for (let i = 0; i < 3; i++) await retryStep(w, COMPANY, true);
    await retryStep(w, COMPANY, false);
    assert.equal(hits(COMPANY), 4 + 4, "a fresh set of 3 retries after the success");
    w.off();
  });

  const notRetried: [string, (r: SeenRequest, res: ServerResponse) => void, string][] = [
    ["errorCode 1", json(200, { errorCode: 1, msg: "失败" }), "api"],
    ["400 with msg", json(400, { errorCode: 1, msg: "参数错误" }), "http"],
    ["401", json(401, {}), "http"],
    ["403", json(403, {}), "http"],
    ["404", json(404, {}), "http"],
    ["422", json(422, {}), "http"],
    ["500", json(500, {}), "http"],
    ["503 (an answer: not retried either)", json(503, {}), "http"],
    ["data not matching the schema", json(200, { errorCode: 0, data: { name: 42 } }), "contract"],
    ["not an envelope", (_r, res) => void res.end("<html></html>"), "contract"],
  ];
  for (const [name, script, kind] of notRetried) {
    for (const [policyName, policy] of Object.entries(FETCH_POLICY)) {
      test(`${name} → error kind ${kind}, never retried (${policyName} policy)`, async () => {
        on(COMPANY, script);
        const w = watch(company.companyInfo, {}, policy);
        await w.settled();
        const err = w.snap().error;
        assert.ok(err instanceof http.RequestError, `error is a RequestError: ${String(err)}`);
        assert.equal(err.kind, kind);
        await retryStep(w, COMPANY, false);
        await retryStep(w, COMPANY, false);
        assert.equal(hits(COMPANY), 1);
        w.off();
      });
    }
  }

  test("when the last subscriber leaves, the pending retry is cancelled", async () => {
    on(COMPANY, dropSocket);
    const w = watch(company.companyInfo, {}, FETCH_POLICY.admin);
    await w.settled();
    w.off();
    await retryStep(w, COMPANY, false);
    await retryStep(w, COMPANY, false);
    assert.equal(hits(COMPANY), 1);
  });

  test("a reload while a retry is pending replaces it (no double request)", async () => {
    on(COMPANY, dropSocket);
    const w = watch(company.companyInfo, {});
    await w.settled();
    on(COMPANY, json(200, { errorCode: 0, data: { name: "manual", logo_url: null } }));
    await cache.reload(company.companyInfo, {});
    assert.equal(hits(COMPANY), 2);
    await retryStep(w, COMPANY, false);
    w.off();
  });
});
