/**
 * `sim start --printers N [--port 8080] [--mqtt-port 1883] [--control-port 8090] [--speed 1] [--seed 1]
 *   [--data FILE] [--host 127.0.0.1] [--json]`: the whole printer business on one laptop. The mock API
 * (serving dist/web, built by `npm start` first) with the broker on its own origin (WebSocket /mqtt)
 * and on TCP, N printers publishing into it, and the loopback control API the other commands use.
 * Prints the URLs and each printer's customer link with a QR code, then a live table in a TTY, or
 * NDJSON events (one line per command message, state change, fault, job) when not.
 *
 * Transport (transport/setup.ts): [--broker URL] [--connect] [--bridge] [--fan-in N]
 * [--service-password SECRET]; `--extra-printers N` grows the store for big fleets (fleet-generate.ts).
 *
 * This file puts the pieces together in order; the options and their checks are in start-options.ts,
 * the ports and URLs in start-urls.ts, the stopping in start-shutdown.ts.
 */
import { Command, Option } from "commander";
import { resolve } from "node:path";
import { laterDevices, type DevicePort } from "../../mock-api/devices.ts";
import { createMockApi } from "../../mock-api/server.ts";
import { openState } from "../../mock-api/open-state.ts";
import { DEFAULT_FAN_IN_PER_SEC } from "../broker-fan-in.ts";
import { createSimClock } from "../clock.ts";
import { newControlToken } from "../../mock-api/control-access.ts";
import { createControlServer } from "../control.ts";
import { intParser, positiveNumberParser } from "../control-client.ts";
import { createFleet, type FleetEvent } from "../fleet.ts";
import { addGeneratedPrinters, MAX_EXTRA_PRINTERS } from "../fleet-generate.ts";
import { isInteractive } from "../cli-io.ts";
import { createFleetPersister, fleetFileOf, loadFleetFile } from "../fleet-persist.ts";
import { resetSim } from "../reset.ts";
import { announceSim } from "../running-sims.ts";
import { startLiveOutput, TABLE_ROWS, type OutputMode } from "../start-output.ts";
import { customTransport, parseBrokerUrl, parseControlToken, type StartOptions } from "../start-options.ts";
import { createShutdown, untilStopped } from "../start-shutdown.ts";
import { listenOn, printUrls, simUrls } from "../start-urls.ts";
import { setupTransport } from "../transport/setup.ts";
import type { PresenceEvent } from "../transport/bridge.ts";
import { subscriberToAllHeartbeats } from "../wait-for-subscriber.ts";
import { TOPIC_ROOT } from "../../web/contract/device/topics.ts";

/** Runs until SIGINT/SIGTERM (or `stop` resolves, for tests); closes everything before resolving. */
export async function runStart(o: StartOptions, stop?: Promise<void>): Promise<void> {
  const mode: OutputMode = o.json ? "json" : isInteractive() ? "terminal" : "pipe";
  const tty = mode === "terminal";
  const recent: string[] = [];
  let live = tty;
  // While the live view owns the terminal, log lines go under it; otherwise to stderr.
  const log = (line: string) => {
    if (!live) return console.error(line);
    recent.push(line);
    if (recent.length > 6) recent.shift();
  };
  const shutdown = createShutdown();
  const dataFile = o.data === undefined ? undefined : resolve(o.data);

  try {
    // Issue 13: the printers saved beside the state, and the virtual clock they stopped at (so the
    // clock is made after reading them, and a fresh store seeded at that clock's now: issue 14).
    const fleetFile = dataFile === undefined ? undefined : fleetFileOf(dataFile);
    const savedFleet = fleetFile === undefined ? null : await loadFleetFile(fleetFile);
    const clock = createSimClock({ speed: o.speed, ...(savedFleet !== null ? { start: savedFleet.clock } : {}) });
    // The snapshot, with the write-ahead log's writes replayed (a file that does not parse stops the start).
    const { store, blobs, persister, notes } = await openState({ file: dataFile, seed: o.seed, now: clock.now(), log, devices: true });
    for (const note of notes) log(`sim: ${note}`);
    if (persister !== undefined) shutdown.addSave(() => persister.close());
    if ((o.extraPrinters ?? 0) > 0 && addGeneratedPrinters(store, o.extraPrinters ?? 0, o.seed) > 0) await persister?.snapshot();
    let port: DevicePort | null = null;
    // The API is created first (the broker rides on its server), the fleet last: forward until then.
    let revoke: ((token: string) => void) | null = null;
    const devices: DevicePort = { ...laterDevices(() => port), tokenRevoked: (token) => revoke?.(token) };
    const api = createMockApi({ store, blobs, clock, devices, log, ...(persister !== undefined ? { persister } : {}) });
    const appUrl = await listenOn("HTTP", o.port, o.host, () => api.listen(o.port, o.host));
    shutdown.add(() => api.close());
    const onPresence = (e: PresenceEvent) => {
      if (!tty) console.log(JSON.stringify(e));
    };
    const transport = await setupTransport({
      store,
      clock,
      mqttPort: o.mqttPort,
      host: o.host,
      httpServer: api.server,
      connect: o.connect === true,
      bridge: o.bridge === true,
      log,
      onPresence,
      devices,
      ...(o.broker !== undefined ? { brokerUrl: o.broker } : {}),
      ...(o.fanIn !== undefined ? { fanInPerSec: o.fanIn } : {}),
      ...(o.servicePassword !== undefined ? { serviceSecret: o.servicePassword } : {}),
      ...(o.trace !== undefined && o.trace > 0 ? { traceEvery: o.trace } : {}),
      ...(persister !== undefined ? { persister } : {}),
    });
    shutdown.add(() => transport.close());
    const broker = transport.broker;
    if (o.waitForSubscriber === true) {
      if (broker === null) throw new Error("--wait-for-subscriber needs the built-in broker (not --broker)");
      log(`sim: waiting for a subscriber to every printer's heartbeats (${TOPIC_ROOT}/+/heartbeat) on ${transport.mqttUrl ?? "the broker"} before starting the printers`);
      if (!(await subscriberToAllHeartbeats(broker.aedes, stop))) return;
    }
    // Logout ends that token's MQTT sessions (issue 4); an external broker is not ours to police.
    if (broker !== null) revoke = (token) => void broker.disconnectToken(token);
    const custom = customTransport(o);
    // Printed after the fleet stops and the broker has delivered what it had, so loss is final.
    shutdown.add(async () => {
      const drained = await transport.drain(2000);
      if (!tty && custom) console.log(JSON.stringify({ type: "transport", final: true, drained, ...transport.stats() }));
    });

    // The ready line is stdout's first: what a printer does as it boots (issue 13: a restored or
    // reconciled job) is held until it is out.
    let early: FleetEvent[] | null = [];
    const onEvent = (e: FleetEvent) => {
      if (tty) return;
      if (early !== null) early.push(e);
      else console.log(JSON.stringify(e));
    };
    const fleet = createFleet({
      store,
      clock,
      seed: o.seed,
      printers: o.printers,
      heartbeatMs: o.heartbeatMs,
      onEvent,
      log,
      ...transport.fleet,
      // Only where it matters: a small fleet's first heartbeats come at once, as they always did.
      spreadBeats: o.printers > TABLE_ROWS,
      ...(persister !== undefined ? { persister } : {}),
      ...(savedFleet !== null ? { from: savedFleet } : {}),
    });
    port = fleet.devices;
    if (fleetFile !== undefined) {
      // Added before the fleet's closer, so it runs after it: the last save is of stopped printers.
      const fleetPersister = createFleetPersister({ file: fleetFile, fleet, log });
      shutdown.add(() => fleetPersister.close());
      if (savedFleet !== null) log(`sim: ${savedFleet.printers.length} printers restored from ${fleetFile}, sim time ${new Date(savedFleet.clock).toISOString()}`);
    }
    shutdown.add(() => fleet.close());
    if (fleet.serials().length < o.printers) log(`sim: only ${fleet.serials().length} bound printers in the store`);

    const urls = simUrls(appUrl, transport.mqttUrl); // for scenario, record
    const controlToken = o.controlToken ?? newControlToken(); // printed below, like the mock's
    const atStart = { ...api.settings };
    const reset = () => resetSim({ store, blobs, fleet, clock, seed: o.seed, extraPrinters: o.extraPrinters ?? 0, faults: api.faults, settings: { live: api.settings, atStart }, log, ...(persister !== undefined ? { persister } : {}) });
    const control = createControlServer({ fleet, store, blobs, clock, log, faults: api.faults, settings: api.settings, urls, transport, controlToken, reset, ...(persister !== undefined ? { persister } : {}) });
    const controlUrl = await listenOn("control", o.controlPort, "127.0.0.1", () => control.listen(o.controlPort));
    shutdown.add(() => control.close());
    // How `sim status` & co find this sim without --control (issue 13 item 4); removed when it stops.
    let announced: string | null = null;
    if (o.announce !== false) {
      try {
        const a = announceSim({ control: controlUrl, controlToken, app: appUrl });
        announced = a.file;
        shutdown.add(async () => a.remove());
      } catch (err) {
        log(`sim: not announcing this sim to the other commands (${err instanceof Error ? err.message : String(err)}): pass them --control ${controlUrl}`);
      }
    }

    // With --broker the app's /mqtt has no broker behind it: browsers would use the external one's.
    const ws = broker === null ? null : urls.ws;
    await printUrls({ app: appUrl, mqtt: transport.mqttUrl, ws, control: controlUrl, controlToken, speed: o.speed, seed: o.seed, dataFile, stats: transport.stats(), custom, announced }, fleet.serials(), mode);
    for (const e of early) console.log(JSON.stringify(e));
    early = null;
    const stopLive = startLiveOutput(mode, { rows: () => fleet.status(), stats: () => transport.stats(), now: () => clock.now(), recent });

    await untilStopped((signal) => {
      stopLive();
      live = false; // the closing lines go to stderr, under the last frame
      log(`sim: ${signal}, closing`);
    }, stop);
    stopLive();
    live = false;
  } finally {
    await shutdown.closeAll();
  }
  shutdown.stopped(dataFile, mode);
}

export function startCommand(): Command {
  return new Command("start")
    .description("boot the mock API, the MQTT broker and N simulated printers")
    .addOption(new Option("--printers <n>", "how many printers (the first N bound ones)").default(3).argParser(intParser("--printers", 0, 1_000_000)))
    .addOption(new Option("--port <port>", "HTTP port of the app, the API and MQTT over WebSocket (0 = any)").default(8080).argParser(intParser("--port", 0, 65_535)))
    .addOption(new Option("--mqtt-port <port>", "MQTT over TCP (0 = any)").default(1883).argParser(intParser("--mqtt-port", 0, 65_535)))
    .addOption(new Option("--control-port <port>", "the loopback control API (0 = any)").default(8090).argParser(intParser("--control-port", 0, 65_535)))
    .addOption(new Option("--control-token <token>", "lets a caller that names the sim by another host use the control API (header X-Sim-Control or ?control_token=); random if absent").env("SIM_CONTROL_TOKEN").argParser(parseControlToken))
    .addOption(new Option("--speed <x>", "virtual time per real time").default(1).argParser(positiveNumberParser("--speed", 1000)))
    .addOption(new Option("--seed <n>", "seed of the data and the printers' noise").default(1).argParser(intParser("--seed", 0, 2 ** 32 - 1)))
    .addOption(new Option("--heartbeat-ms <ms>", "heartbeat period, virtual ms").default(1000).argParser(intParser("--heartbeat-ms", 100, 60_000)))
    .addOption(new Option("--host <host>", "interface for HTTP and MQTT").default("127.0.0.1"))
    .addOption(new Option("--data <file>", "keep the state in this file (a JSON snapshot; its write-ahead log and files in FILE.wal/ and FILE.blobs/), and the printers beside it (FILE.fleet.json)"))
    .option("--json", "one JSON line at start, then NDJSON events", false)
    .addOption(new Option("--broker <url>", "run the printers against this MQTT broker (mqtt://[user:password@]host:port) instead of the built-in one; the credentials are the sim's service login; implies --connect").argParser(parseBrokerUrl))
    .option("--connect", "each printer its own MQTT client over TCP (with a Last Will), instead of publishing in-process", false)
    .option("--bridge", "record heartbeats and command messages from a wildcard subscription on the broker (loss and latency in sim status)", false)
    .addOption(new Option("--fan-in <msgs>", "built-in broker: messages/s accepted from printers' connections; heartbeats over it are dropped (0 = no cap)").default(DEFAULT_FAN_IN_PER_SEC).argParser(intParser("--fan-in", 0, 10_000_000)))
    .addOption(new Option("--service-password <secret>", "built-in broker: let the backend's service log in (user tanghua-service, password service:<secret>)"))
    .addOption(new Option("--extra-printers <n>", "add N generated printers (SIM-G000001…) to the store, same for the same --seed").default(0).argParser(intParser("--extra-printers", 0, MAX_EXTRA_PRINTERS)))
    .addOption(new Option("--trace <n>", "keep the send time of every heartbeat of one printer in n (GET /transport/trace on the control API), so a subscriber elsewhere can time its deliveries").argParser(intParser("--trace", 1, 1_000_000)))
    .option("--wait-for-subscriber", "start the printers only once a client subscribes to every printer's heartbeats (built-in broker), so it sees them all from the first", false)
    .action(async (o: StartOptions) => {
      await runStart(o);
    });
}
