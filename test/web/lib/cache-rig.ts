/**
 * What the api-cache and hooks harnesses share: a real local server the HTTP client talks to, a
 * cache clock the tests move, and the before/after that set them up and tear them down with the
 * harness's DOM. Call once at the top of a harness, after installDom; the web modules are loaded
 * in `before`, so they see that DOM.
 */
import { after, before, beforeEach } from "node:test";
import type { ServerResponse } from "node:http";
import type { TestDom } from "../../helpers/dom.ts";
import { useDiskLocales } from "../../helpers/locales.ts";
import { startScriptedServer, type ScriptedServer, type SeenRequest } from "../../helpers/scripted-server.ts";

export interface CacheRig {
  /** The file's server, started in `before`. */
  server(): ScriptedServer;
  /** The requests the server saw in this test. */
  seen(): SeenRequest[];
  on(path: string, script: (r: SeenRequest, res: ServerResponse) => void): void;
  /** Requests seen for a path, its query left aside. */
  hits(path: string): number;
  /** The cache's clock: moved by `ms`, or set to the start time + `at`. */
  advanceClock(ms: number): void;
  setClock(at: number): void;
}

/** Every test starts at `startTime` on the cache's clock with nothing seen. */
export function installCacheRig(dom: TestDom, options: { timeoutMs: number; startTime: number }): CacheRig {
  let server: ScriptedServer | undefined;
  let clock = options.startTime;
  const running = (): ScriptedServer => {
    if (server === undefined) throw new Error("the cache rig's server starts in before()");
    return server;
  };

  before(async () => {
    await useDiskLocales();
    server = await startScriptedServer({ closeConnections: true });
    const http = await import("../../../web/src/lib/http.ts");
    const report = await import("../../../web/src/lib/report.ts");
    const cache = await import("../../../web/src/lib/api-cache.ts");
    http.configureHttp({ baseUrl: server.url, navigate: () => {}, timeoutMs: options.timeoutMs });
    report.setErrorReporter(() => {}, { sampleRate: 0 });
    cache.setCacheClock(() => clock);
  });

  beforeEach(() => {
    clock = options.startTime;
    running().seen.length = 0;
  });

  after(async () => {
    const cache = await import("../../../web/src/lib/api-cache.ts");
    const toasts = await import("../../../web/src/lib/toast.ts");
    cache.clearApiCache();
    cache.setCacheClock(Date.now);
    toasts.remove();
    await running().close();
    await dom.close();
  });

  return {
    server: running,
    seen: () => running().seen,
    on: (path, script) => running().on(path, script),
    hits: (path) => running().seen.filter((r) => r.url.split("?")[0] === path).length,
    advanceClock: (ms) => void (clock += ms),
    setClock: (at) => void (clock = options.startTime + at),
  };
}
