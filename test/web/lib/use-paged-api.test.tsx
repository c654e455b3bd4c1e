/**
 * usePagedApi against a scripted server: pages accumulate, "more" ends at the total or at a
 * short page, a new query starts at page 1, failures show, and invalidate refreshes every page.
 */
import { after, afterEach, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import { useDiskLocales } from "../../helpers/locales.ts";
import { json, startScriptedServer, type ScriptedServer } from "../../helpers/scripted-server.ts";
import { mount, waitFor, type Mounted } from "../../helpers/render.tsx";

const dom = installDom("http://localhost:3000/");
const { patternList } = await import("../../../web/contract/http/sugar.ts");
const http = await import("../../../web/src/lib/http.ts");
const cache = await import("../../../web/src/lib/api-cache.ts");
const toasts = await import("../../../web/src/lib/toast.ts");
const report = await import("../../../web/src/lib/report.ts");
const { usePagedApi } = await import("../../../web/src/lib/use-paged-api.ts");

type State = import("../../../web/src/lib/use-paged-api.ts").PagedState<{ id: number; name: string }>;

let server: ScriptedServer;
let mounted: Mounted | undefined;
let rows = 5;
let prefix = "p";

const pattern = (id: number) => ({
  id, goods_id: id, goods_type_id: 8, name: `${prefix}${id}`, image_url: "/a.svg", price: "1.00", remark: "",
  sell_count: 0, create_date: 0, is_top: 0,
});

before(async () => {
  await useDiskLocales();
  server = await startScriptedServer({ closeConnections: true });
  http.configureHttp({ baseUrl: server.url, navigate: () => {}, timeoutMs: 5_000 });
  report.setErrorReporter(() => {}, { sampleRate: 0 });
  server.on("/api/sugar/list", (req, res) => {
    const q = new URL(req.url, "http://x").searchParams;
    const page = Number(q.get("page"));
    const limit = Number(q.get("limit"));
    if (q.get("keyword") === "boom") return json(500, { errorCode: 1, msg: "boom" })(req, res);
    const ids = Array.from({ length: rows }, (_, i) => i + 1).slice((page - 1) * limit, page * limit);
    json(200, { errorCode: 0, data: { list: ids.map(pattern), total: rows, page, limit } })(req, res);
  });
});

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  cache.clearApiCache();
  toasts.remove();
  server.seen.length = 0;
  rows = 5;
  prefix = "p";
});

after(async () => {
  await server.close();
  await dom.close();
});

let state: State | undefined;
function Probe({ keyword }: { keyword?: string | null }) {
  state = usePagedApi(patternList, keyword === null ? null : { sn: "SIM-0001", ...(keyword ? { keyword } : {}) }, 2) as State;
  return null;
}

const names = () => state?.items.map((p) => p.name).join(",");
const pagesAsked = () => server.seen.map((r) => new URL(r.url, "http://x").searchParams.get("page"));

describe("usePagedApi", () => {
  test("loads page 1, then more until the total; hasMore ends", async () => {
    mounted = await mount(<Probe />);
    assert.equal(state?.isLoading, true);
    await waitFor(() => names() === "p1,p2", "page 1");
    assert.equal(state?.hasMore, true);
    state?.loadMore();
    await waitFor(() => names() === "p1,p2,p3,p4", "page 2");
    state?.loadMore();
    await waitFor(() => names() === "p1,p2,p3,p4,p5", "page 3");
    assert.equal(state?.hasMore, false);
    assert.equal(state?.total, 5);
    assert.deepEqual(pagesAsked(), ["1", "2", "3"]);
  });

  test("null input asks nothing", async () => {
    mounted = await mount(<Probe keyword={null} />);
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(state?.isLoading, false);
    assert.deepEqual(server.seen, []);
  });

  test("a new query starts again at page 1", async () => {
    rows = 4;
    mounted = await mount(<Probe />);
    await waitFor(() => names() === "p1,p2", "page 1");
    state?.loadMore();
    await waitFor(() => names() === "p1,p2,p3,p4", "page 2");
    await mounted.unmount();
    mounted = await mount(<Probe keyword="p" />);
    await waitFor(() => names() === "p1,p2", "page 1 of the new query");
    assert.equal(state?.hasMore, true);
  });

  test("a failure is the error state (no items, not loading)", async () => {
    mounted = await mount(<Probe keyword="boom" />);
    await waitFor(() => state?.error !== undefined, "error");
    assert.equal(state?.isLoading, false);
    assert.equal(state?.items.length, 0);
  });

  test("invalidate after a mutation refreshes every page shown", async () => {
    mounted = await mount(<Probe />);
    await waitFor(() => names() === "p1,p2", "page 1");
    state?.loadMore();
    await waitFor(() => names() === "p1,p2,p3,p4", "page 2");
    prefix = "q";
    await cache.invalidate(patternList);
    await waitFor(() => names() === "q1,q2,q3,q4", "both pages fresh");
  });
});
