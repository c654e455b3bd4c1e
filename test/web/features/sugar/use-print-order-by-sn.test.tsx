/**
 * The waiting page's order (usePrintOrderBySn) in happy-dom against a scripted server: an order
 * that still reads unpaid is asked for again every 2 s until it reads paid (WeChat tells the
 * backend after its own "ok"), and then no more; leaving the page stops the asking.
 */
import { after, afterEach, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../../helpers/dom.ts";
import { json, startScriptedServer, type ScriptedServer } from "../../../helpers/scripted-server.ts";
import { mount, waitFor, type Mounted } from "../../../helpers/render.tsx";

const dom = installDom("http://localhost:3000/sugar/waiting?sn=SIM-0001");
const { act } = await import("react");
const http = await import("../../../../web/src/lib/http.ts");
const cache = await import("../../../../web/src/lib/api-cache.ts");
const report = await import("../../../../web/src/lib/report.ts");
const { usePrintOrderBySn, UNPAID_POLL_MS } = await import("../../../../web/src/features/sugar/api/use-print-order-by-sn.ts");

const ORDER_SN = "T2026011500000009";
const PATH = "/api/tanghua/user-order";
let server: ScriptedServer;
let mounted: Mounted | undefined;

const order = (status: number) => ({
  id: 9, order_sn: ORDER_SN, sn: "SIM-0001", name: "锦鲤", image_url: "/a.svg", money: "9.90", status, create_time: 1700000000,
});
/** Answers the statuses in turn, the last one for good. */
function answers(...statuses: number[]) {
  let i = 0;
  server.on(PATH, (req, res) => {
    const status = statuses[Math.min(i++, statuses.length - 1)] ?? 0;
    json(200, { errorCode: 0, data: { list: [order(status)], total: 1, page: 1, limit: 1 } })(req, res);
  });
}
const asked = () => server.seen.filter((r) => r.url.startsWith(PATH)).length;
/** Lets real time pass with React free to update (the hook's timer is a real one). */
const pause = (ms: number) => act(async () => void (await new Promise((r) => setTimeout(r, ms))));

function Probe() {
  const { order: o } = usePrintOrderBySn(ORDER_SN);
  return <p id="status">{o === undefined ? "loading" : String(o?.status)}</p>;
}
const shown = () => document.getElementById("status")?.textContent;

before(async () => {
  server = await startScriptedServer({ closeConnections: true });
  http.configureHttp({ baseUrl: server.url, navigate: () => {}, timeoutMs: 5_000 });
  report.setErrorReporter(() => {}, { sampleRate: 0 });
});

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  cache.clearApiCache();
  server.seen.length = 0;
});

after(async () => {
  await server.close();
  await dom.close();
});

describe("usePrintOrderBySn", () => {
  test("unpaid is asked again until it reads paid, then the asking stops", async () => {
    answers(0, 0, 10);
    mounted = await mount(<Probe />);
    await waitFor(() => shown() === "0", "unpaid first");
    await waitFor(() => shown() === "10", "paid, from a later ask", 4 * UNPAID_POLL_MS);
    const atPaid = asked();
    assert.ok(atPaid >= 3, `asked ${atPaid} times`);
    await pause(UNPAID_POLL_MS + 500);
    assert.equal(asked(), atPaid, "a paid order is not asked for again");
  });

  test("a paid order is asked for once", async () => {
    answers(10);
    mounted = await mount(<Probe />);
    await waitFor(() => shown() === "10", "paid");
    await pause(UNPAID_POLL_MS + 500);
    assert.equal(asked(), 1);
  });

  test("leaving the page stops the asking", async () => {
    answers(0);
    mounted = await mount(<Probe />);
    await waitFor(() => shown() === "0", "unpaid");
    await mounted.unmount();
    mounted = undefined;
    const before = asked();
    await pause(UNPAID_POLL_MS + 500);
    assert.equal(asked(), before);
  });
});
