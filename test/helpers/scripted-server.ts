/**
 * A real local HTTP server whose answers a test scripts per path, for clients that must be
 * tested against the network rather than a mocked fetch. Records every request it saw.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Script = (req: SeenRequest, res: ServerResponse) => void;

export interface ScriptedServer {
  url: string;
  seen: SeenRequest[];
  on(path: string, script: Script): void;
  close(): Promise<void>;
}

export function json(status: number, body: unknown, statusText?: string): Script {
  return (_req, res) => {
    const headers = { "Content-Type": "application/json" };
    if (statusText === undefined) res.writeHead(status, headers);
    else res.writeHead(status, statusText, headers);
    res.end(JSON.stringify(body));
  };
}

/**
 * `closeConnections`: every answer closes its connection. With keep-alive, undici arms its own
 * socket timers, which node's mock clock (retry tests) would fire or strand.
 */
export async function startScriptedServer(options: { closeConnections?: boolean } = {}): Promise<ScriptedServer> {
  const scripts = new Map<string, Script>();
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const r: SeenRequest = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString() };
      seen.push(r);
      const path = (req.url ?? "").split("?")[0] ?? "";
      if (options.closeConnections) res.setHeader("Connection", "close");
      const script = scripts.get(path);
      if (script) script(r, res);
      else json(404, { errorCode: 1, msg: "no script" })(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    on: (path, script) => scripts.set(path, script),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A script that holds every request until the test releases them all with one JSON answer.
 * `abandoned()`: a held request's client went away before it was answered (an abort reached the server).
 */
export function holding(): { script: Script; held: ServerResponse[]; release: (body: unknown, status?: number) => void; abandoned: () => boolean } {
  const held: ServerResponse[] = [];
  let abandoned = false;
  return {
    held,
    script: (_r, res) => {
      res.on("close", () => {
        if (!res.writableEnded) abandoned = true;
      });
      held.push(res);
    },
    release: (body, status = 200) => {
      for (const res of held.splice(0)) json(status, body)({} as SeenRequest, res);
    },
    abandoned: () => abandoned,
  };
}
