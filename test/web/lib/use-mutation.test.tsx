/** useMutation rendered with React against a real local server: posts, errors, and the queries it invalidates. */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { json } from "../../helpers/scripted-server.ts";
import { after, afterEach, before } from "node:test";
import { STALE_AFTER, type EndpointKey } from "../../../web/src/lib/stale-after.ts";
import {
  act,
  auth,
  COMPANY,
  company,
  companyProbe,
  hits,
  holding,
  http,
  on,
  quiet,
  render,
  SEND_CODE,
  seen,
  text,
  useMutation,
  waitFor,
  type MutationState,
} from "./hooks-harness.tsx";

describe("useMutation", () => {
  type SendCode = typeof auth.sendCode;
  // send-code makes nothing stale in the app's table (lib/stale-after.ts); these tests give it a read.
  const key = `${auth.sendCode.method} ${auth.sendCode.path}` as EndpointKey;
  const table = STALE_AFTER as Record<EndpointKey, readonly EndpointKey[]>;
  const stale = (read: EndpointKey) => {
    table[key] = [read];
  };
  before(() => assert.equal(table[key], undefined, "send-code is not in the table"));
  afterEach(() => {
    delete table[key];
  });
  after(() => assert.equal(table[key], undefined));

  function mutationProbe(options?: { silent?: boolean }) {
    const states: MutationState<SendCode>[] = [];
    function Sender() {
      const m = useMutation(auth.sendCode, options);
      states.push(m);
      return <p data-mutating={String(m.isMutating)} data-error={m.error instanceof Error ? m.error.message : ""} />;
    }
    const last = (): MutationState<SendCode> => {
      const s = states.at(-1);
      assert.ok(s);
      return s;
    };
    return { Sender, states, last };
  }

  /** A sender rendered beside a company/info reader that has loaded ("v1"). */
  async function besideCompany() {
    const list = companyProbe();
    const { Sender, last } = mutationProbe();
    const r = await render(
      <>
        <list.Probe input={{}} />
        <Sender />
      </>,
    );
    await waitFor(() => text(r) === "v1", "list loaded");
    return { r, last };
  }

  test("trigger posts the input and resolves with the parsed data", async () => {
    const { Sender, last } = mutationProbe();
    await render(<Sender />);
    assert.equal(last().isMutating, false);
    let out: unknown;
    await act(async () => {
      out = await last().trigger({ mobile: "13800000001" });
    });
    assert.deepEqual(out, { retry_after: 60 });
    const sent = seen().find((s) => s.url === SEND_CODE);
    assert.equal(sent?.method, "POST");
    assert.deepEqual(JSON.parse(sent?.body ?? ""), { mobile: "13800000001" });
    assert.equal(last().isMutating, false);
    assert.equal(last().error, undefined);
  });

  test("isMutating is true while the request is pending", async () => {
    const h = holding();
    on(SEND_CODE, h.script);
    const { Sender, last } = mutationProbe();
    const r = await render(<Sender />);
    let pending!: Promise<unknown>;
    await act(async () => {
      pending = last().trigger({ mobile: "13800000001" });
    });
    assert.equal(last().isMutating, true);
    assert.equal(r.container.querySelector("p")?.getAttribute("data-mutating"), "true");
    await waitFor(() => h.held.length === 1, "request arrived");
    await act(async () => {
      h.release({ errorCode: 0, data: { retry_after: 30 } });
      assert.deepEqual(await pending, { retry_after: 30 });
    });
    assert.equal(last().isMutating, false);
    assert.equal(r.container.querySelector("p")?.getAttribute("data-mutating"), "false");
  });

  test("on success what the table says the call makes stale is refetched before trigger resolves", async () => {
    stale(`${company.companyInfo.method} ${company.companyInfo.path}` as EndpointKey);
    const { r, last } = await besideCompany();
    await act(async () => {
      await last().trigger({ mobile: "13800000001" });
      assert.equal(hits(COMPANY), 2, "refetched by the time trigger resolved");
    });
    assert.equal(text(r), "v2", "the fresh answer is shown");
  });

  test("a call the table does not name refetches nothing", async () => {
    const { last } = await besideCompany();
    await act(async () => {
      await last().trigger({ mobile: "13800000001" });
    });
    await quiet();
    assert.equal(hits(COMPANY), 1);
  });

  test("a failure rejects trigger, sets error, invalidates nothing; reset clears it", async () => {
    on(SEND_CODE, json(200, { errorCode: 1, msg: "发送太频繁" }));
    stale(`${company.companyInfo.method} ${company.companyInfo.path}` as EndpointKey);
    const { r, last } = await besideCompany();
    let caught: unknown;
    await act(async () => {
      await last().trigger({ mobile: "13800000001" }).catch((e: unknown) => (caught = e));
    });
    assert.ok(caught instanceof http.RequestError);
    assert.equal(caught.message, "发送太频繁");
    assert.equal(last().error, caught);
    assert.equal(last().isMutating, false);
    assert.equal(r.container.querySelector("[data-error]:not([data-error=''])")?.getAttribute("data-error"), "发送太频繁");
    assert.equal(hits(COMPANY), 1, "no invalidation after a failure");
    await act(async () => last().reset());
    assert.equal(last().error, undefined);
  });

  test("a new trigger clears the previous error", async () => {
    on(SEND_CODE, json(200, { errorCode: 1, msg: "失败" }));
    const { Sender, last } = mutationProbe();
    await render(<Sender />);
    await act(async () => {
      await last().trigger({ mobile: "13800000001" }).catch(() => {});
    });
    assert.ok(last().error);
    on(SEND_CODE, json(200, { errorCode: 0, data: { retry_after: 60 } }));
    await act(async () => {
      await last().trigger({ mobile: "13800000001" });
    });
    assert.equal(last().error, undefined);
  });

  test("unmounting while a mutation is pending: it still resolves, with no state update", async () => {
    const h = holding();
    on(SEND_CODE, h.script);
    const { Sender, states, last } = mutationProbe();
    const r = await render(<Sender />);
    let pending!: Promise<unknown>;
    await act(async () => {
      pending = last().trigger({ mobile: "13800000001" });
    });
    await waitFor(() => h.held.length === 1, "request arrived");
    await r.unmount();
    const rendered = states.length;
    h.release({ errorCode: 0, data: { retry_after: 5 } });
    assert.deepEqual(await pending, { retry_after: 5 }, "a mutation is not cancelled by leaving");
    await quiet();
    assert.equal(states.length, rendered);
    // afterEach asserts that React logged nothing
  });
});
