/**
 * `sim start --printers N [--port 8080] [--mqtt-port 1883] [--control-port 8090] [--speed 1] [--seed 1]
 *   [--data FILE] [--host 127.0.0.1] [--json]`: the whole printer business on one laptop. The mock API
 * (serving dist/web, built by `npm start` first) with the broker on its own origin (WebSocket /mqtt)
 * and on TCP, N printers publishing into it, and the loopback control API the other commands use.
 * Prints the URLs and each printer's customer link with a QR code, then a live table in a TTY, or
 * NDJSON events (one line per command message, state change, fault, job) when not.
 */
import { Command, Option } from "commander";
import QRCode from "qrcode";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { DevicePort } from "../../mock-api/devices.ts";
import { createMockApi } from "../../mock-api/server.ts";
import { createStore } from "../../mock-api/store/index.ts";
import { createPersister, loadStore, type Persister } from "../../mock-api/store/persist.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { createBroker, MQTT_WS_PATH } from "../broker.ts";
import { createSimClock } from "../clock.ts";
import { createControlServer } from "../control.ts";
import { intParser, positiveNumberParser } from "../control-client.ts";
import { createFleet, type FleetEvent } from "../fleet.ts";
import { renderTable } from "../table.ts";

export interface StartOptions {
  printers: number;
  port: number;
  mqttPort: number;
  controlPort: number;
  speed: number;
  seed: number;
  heartbeatMs: number;
  host: string;
  data?: string;
  json: boolean;
}

function portInUse(what: string, port: number, host: string, err: unknown): Error {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") return new Error(`${what} port ${port} on ${host} is already in use: stop the other process or pass another port`, { cause: err });
  if (code === "EACCES") return new Error(`${what} port ${port} on ${host} needs privileges (EACCES): pick a port above 1023`, { cause: err });
  return err instanceof Error ? err : new Error(String(err));
}

async function openStore(file: string | undefined, seed: number, log: (line: string) => void): Promise<{ store: Store; persister?: Persister }> {
  if (file === undefined) return { store: createStore(seed) };
  const loaded = await loadStore(file); // a file that does not parse stops the start: never overwritten
  const store = loaded ?? createStore(seed);
  const persister = createPersister({ file, store, log });
  if (loaded === null) {
    persister.changed();
    await persister.flush();
  }
  return { store, persister };
}

/** Runs until SIGINT/SIGTERM (or `stop` resolves, for tests); closes everything before resolving. */
export async function runStart(o: StartOptions, stop?: Promise<void>): Promise<void> {
  const tty = process.stdout.isTTY === true && !o.json;
  const recent: string[] = [];
  // In a TTY the table owns the screen: log lines go under it; otherwise to stderr.
  const log = tty
    ? (line: string) => {
        recent.push(line);
        if (recent.length > 6) recent.shift();
      }
    : (line: string) => console.error(line);
  const closers: (() => Promise<void>)[] = [];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close().catch((err: unknown) => console.error(`sim: while closing: ${String(err)}`));
  };

  try {
    const dataFile = o.data === undefined ? undefined : resolve(o.data);
    const { store, persister } = await openStore(dataFile, o.seed, log);
    if (persister !== undefined) closers.push(() => persister.close());
    const clock = createSimClock({ speed: o.speed });
    let port: DevicePort | null = null;
    // The API is created first (the broker rides on its server), the fleet last: forward until then.
    const devices: DevicePort = { sendJob: (job) => port?.sendJob(job) };
    const api = createMockApi({ store, clock, devices, log, ...(persister !== undefined ? { persister } : {}) });
    let appUrl: string;
    try {
      appUrl = await api.listen(o.port, o.host);
    } catch (err) {
      throw portInUse("HTTP", o.port, o.host, err);
    }
    closers.push(() => api.close());
    const broker = await createBroker({ store, clock, tcpPort: o.mqttPort, host: o.host, httpServer: api.server, log });
    closers.push(() => broker.close());

    const onEvent = (e: FleetEvent) => {
      if (!tty) console.log(JSON.stringify(e));
    };
    const fleet = createFleet({ store, broker, clock, seed: o.seed, printers: o.printers, heartbeatMs: o.heartbeatMs, onEvent, log, ...(persister !== undefined ? { persister } : {}) });
    port = fleet.devices;
    closers.push(() => fleet.close());
    if (fleet.serials().length < o.printers) log(`sim: only ${fleet.serials().length} bound printers in the store`);

    const control = createControlServer({ fleet, store, clock, log, ...(persister !== undefined ? { persister } : {}) });
    let controlUrl: string;
    try {
      controlUrl = await control.listen(o.controlPort);
    } catch (err) {
      throw portInUse("control", o.controlPort, "127.0.0.1", err);
    }
    closers.push(() => control.close());

    // npm start builds first; a bare `sim start` before any build serves the API without the app.
    if (!existsSync(process.env.TANGHUA_DIST ? `${process.env.TANGHUA_DIST}/web/index.html` : fileURLToPath(new URL("../../dist/web/index.html", import.meta.url)))) console.error("sim: dist/web is missing: run `npm run build` for the web app");
    const wsUrl = `${appUrl.replace(/^http/, "ws")}${MQTT_WS_PATH}`;
    const links = fleet.serials().map((sn) => ({ sn, url: `${appUrl}/sugar?sn=${encodeURIComponent(sn)}` }));
    if (o.json) {
      console.log(JSON.stringify({ type: "ready", app: appUrl, mqtt: broker.tcpUrl, ws: wsUrl, control: controlUrl, speed: o.speed, seed: o.seed, printers: links }));
    } else {
      console.log(`sim: app       ${appUrl}`);
      for (const { sn, url } of links) {
        console.log(`sim: printer   ${sn}  ${url}`);
        console.log(await QRCode.toString(url, { type: "terminal", small: true }));
      }
      console.log(`sim: mqtt      ${broker.tcpUrl ?? "(no TCP)"}  ${wsUrl}`);
      console.log(`sim: control   ${controlUrl}  (sim status --control ${controlUrl})`);
      console.log(`sim: speed ${o.speed}×, seed ${o.seed}${dataFile === undefined ? "" : `, state in ${dataFile}`}; Ctrl-C stops`);
    }

    let drawn = 0;
    const draw = () => {
      const lines = [...renderTable(fleet.status()), "", ...recent];
      // Up over the previous table and clear to the end, so the URLs above stay.
      process.stdout.write(`${drawn > 0 ? `\x1b[${drawn}A\x1b[J` : ""}${lines.join("\n")}\n`);
      drawn = lines.length;
    };
    const refresh = tty ? setInterval(draw, 1000) : undefined;
    if (tty) draw();

    let onSignal: (signal: string) => void = () => {};
    await new Promise<void>((done) => {
      onSignal = (signal: string) => {
        log(`sim: ${signal}, closing`);
        done();
      };
      // once: a second Ctrl-C kills at once; saves are atomic, so that cannot break the file.
      process.once("SIGINT", onSignal);
      process.once("SIGTERM", onSignal);
      void stop?.then(done);
    });
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    clearInterval(refresh);
  } finally {
    await closeAll();
  }
  if (!o.json) console.log(o.data === undefined ? "sim: stopped" : `sim: stopped, state saved to ${resolve(o.data)}`);
}

export function startCommand(): Command {
  return new Command("start")
    .description("boot the mock API, the MQTT broker and N simulated printers")
    .addOption(new Option("--printers <n>", "how many printers (the first N bound ones)").default(3).argParser(intParser("--printers", 0, 10_000)))
    .addOption(new Option("--port <port>", "HTTP port of the app, the API and MQTT over WebSocket (0 = any)").default(8080).argParser(intParser("--port", 0, 65_535)))
    .addOption(new Option("--mqtt-port <port>", "MQTT over TCP (0 = any)").default(1883).argParser(intParser("--mqtt-port", 0, 65_535)))
    .addOption(new Option("--control-port <port>", "the loopback control API (0 = any)").default(8090).argParser(intParser("--control-port", 0, 65_535)))
    .addOption(new Option("--speed <x>", "virtual time per real time").default(1).argParser(positiveNumberParser("--speed", 1000)))
    .addOption(new Option("--seed <n>", "seed of the data and the printers' noise").default(1).argParser(intParser("--seed", 0, 2 ** 32 - 1)))
    .addOption(new Option("--heartbeat-ms <ms>", "heartbeat period, virtual ms").default(1000).argParser(intParser("--heartbeat-ms", 100, 60_000)))
    .addOption(new Option("--host <host>", "interface for HTTP and MQTT").default("127.0.0.1"))
    .addOption(new Option("--data <file>", "load and save the state in this JSON file"))
    .option("--json", "one JSON line at start, then NDJSON events", false)
    .action(async (o: StartOptions) => {
      await runStart(o);
    });
}
