/**
 * The broker's ways in: a TCP listener, and MQTT over WebSocket at `/mqtt` on the web server's own
 * origin (so the browser uses the app's host and TLS). Every connection, either way, gets an outlet
 * batching its writes (broker-outlet.ts) and a packet-size watch (packet-size.ts) before Aedes
 * handles it.
 */
import { createServer, type AddressInfo, type Socket, type Server as TcpServer } from "node:net";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Aedes, Client } from "aedes";
import { WebSocketServer, createWebSocketStream } from "ws";
import { MQTT_WS_PATH, type BrokerOptions } from "./broker-api.ts";
import { attachOutlet, type Outlet } from "./broker-outlet.ts";
import { watchPacketSizes } from "./packet-size.ts";

export interface ListenerOptions extends Pick<BrokerOptions, "tcpPort" | "httpServer"> {
  readonly aedes: Aedes;
  readonly host: string;
  readonly maxPacketBytes: number;
  readonly drainTimeoutMs: number;
  /** Each connection's outlet is put here (the direct path reads them). */
  readonly outlets: WeakMap<Duplex, Outlet>;
  readonly log: (line: string) => void;
}

export interface Listeners {
  /** e.g. mqtt://127.0.0.1:1883, or null without a TCP listener. */
  readonly tcpUrl: string | null;
  /** Takes no more WebSocket upgrades. */
  stopUpgrades(): void;
  /**
   * Until what is written to the clients has left (a turn's batch, then the sockets' buffers), at
   * most `ms`: closing destroys the sockets, and whatever they still held would be lost.
   */
  flushed(ms: number): Promise<void>;
  /** After aedes.close(): ends the connections that never completed CONNECT, then the listeners. */
  close(): Promise<void>;
}

/** Listens on TCP (if `tcpPort` is given; closes `aedes` if it cannot) and on `httpServer`'s upgrades. */
export async function listen(options: ListenerOptions): Promise<Listeners> {
  const { aedes, host, tcpPort, httpServer, maxPacketBytes, drainTimeoutMs, outlets, log } = options;
  /** Every connection handed to aedes, so close() can end those that never sent CONNECT. */
  const conns = new Set<Duplex>();

  function accept(conn: Duplex, req?: IncomingMessage): void {
    const onDropped = (count: number) => {
      const who = (conn as Duplex & { client?: Client }).client?.id ?? "a client";
      log(`[broker] ${who}: ${count} QoS 0 message(s) dropped while it was too far behind (a slow consumer)`);
    };
    outlets.set(conn, attachOutlet(conn, { drainTimeoutMs, onDropped }));
    conns.add(conn);
    conn.once("close", () => conns.delete(conn));
    aedes.handle(conn, req);
    watchPacketSizes(conn, maxPacketBytes, (bytes) => {
      const who = (conn as Duplex & { client?: Client }).client?.id ?? "a client";
      log(`[broker] ${who}: packet of ${bytes} bytes is over ${maxPacketBytes}; disconnected`);
      // Next turn: packets before it in the same read still go through (authorizePublish drops
      // the oversized one should it have arrived whole).
      setImmediate(() => conn.destroy());
    });
  }

  let tcp: TcpServer | null = null;
  let tcpUrl: string | null = null;
  if (tcpPort !== undefined) {
    const server = createServer((socket: Socket) => accept(socket));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        // A backlog of 2048 (Node's default is 511): thousands of printers connecting at once (--connect).
        server.listen({ port: tcpPort, host, backlog: 2048 }, () => {
          server.off("error", reject);
          resolve();
        });
      });
    } catch (err) {
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EADDRINUSE") throw new Error(`MQTT port ${tcpPort} on ${host} is already in use (EADDRINUSE); pick another port`, { cause: err });
      if (code === "EACCES") throw new Error(`MQTT port ${tcpPort} on ${host} needs privileges (EACCES); pick a port above 1023`, { cause: err });
      throw err;
    }
    server.on("error", (err) => log(`[broker] TCP listener: ${err.message}`));
    tcp = server;
    const addr = server.address() as AddressInfo;
    tcpUrl = `mqtt://${addr.address.includes(":") ? `[${addr.address}]` : addr.address}:${addr.port}`;
  }

  // Tokens travel inside CONNECT, not in cookies, so a cross-site page gains nothing by opening
  // this socket: no Origin check needed. maxPayload is a memory backstop; the exact limit is the
  // packet watcher's (a WebSocket message may hold a part of a packet or several).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * maxPacketBytes });
  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = req.url ?? "";
    const q = url.indexOf("?");
    if ((q === -1 ? url : url.slice(0, q)) !== MQTT_WS_PATH) return; // someone else's upgrade
    wss.handleUpgrade(req, socket, head, (ws) => accept(createWebSocketStream(ws), req));
  }
  httpServer?.on("upgrade", onUpgrade);

  return {
    tcpUrl,
    stopUpgrades() {
      httpServer?.off("upgrade", onUpgrade);
    },
    async flushed(ms) {
      const end = performance.now() + ms;
      for (;;) {
        await new Promise((r) => setImmediate(r)); // the outlets' held bytes go out in the check phase
        if ([...conns].every((c) => c.destroyed || c.writableLength === 0) || performance.now() > end) return;
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      for (const conn of conns) conn.destroy(); // those that never completed CONNECT
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      if (tcp !== null) {
        const server = tcp;
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
