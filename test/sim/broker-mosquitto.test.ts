/**
 * The sim's broker against an independent client: Mosquitto's mosquitto_sub / mosquitto_pub over
 * TCP. Skipped, saying why, where they are not installed.
 */
import assert from "node:assert/strict";
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, test } from "node:test";
import { printerPassword } from "../../sim/broker-auth.ts";
import { commandTopic, heartbeatTopic } from "../../web/contract/device/topics.ts";
import { nextMessage, OTHER_SN, sleep, SN, startBroker, subscribe, within, type BrokerHarness } from "./broker-harness.ts";

const SUB = "/usr/bin/mosquitto_sub";
const PUB = "/usr/bin/mosquitto_pub";
const missing = [SUB, PUB].filter((p) => !existsSync(p));
const skip = missing.length > 0 ? `${missing.join(" and ")} not installed (apt-get install mosquitto-clients)` : false;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function mosquitto(bin: string, h: BrokerHarness, args: string[]): Promise<Run> {
  const port = new URL(h.tcpUrl).port;
  return new Promise((resolve) => {
    execFile(bin, ["-h", "127.0.0.1", "-p", port, "-V", "mqttv311", ...args], { timeout: 10_000 }, (err, stdout, stderr) => {
      const code = err === null ? 0 : typeof err.code === "number" ? err.code : null;
      resolve({ code, stdout, stderr });
    });
  });
}

describe("broker with mosquitto clients", { skip }, () => {
  test("a wrong token is refused with 'bad user name or password'", async (t) => {
    const h = await startBroker(t);
    const run = await mosquitto(SUB, h, ["-u", SN, "-P", "wrong-token", "-i", `${SN}-mosq`, "-t", heartbeatTopic(SN), "-C", "1", "-W", "5"]);
    assert.notEqual(run.code, 0);
    assert.match(run.stderr, /bad user name or password/i);
  });

  test("a client id without the serial is refused", async (t) => {
    const h = await startBroker(t);
    const run = await mosquitto(SUB, h, ["-u", SN, "-P", h.token(), "-i", "mosq-client", "-t", heartbeatTopic(SN), "-C", "1", "-W", "5"]);
    assert.notEqual(run.code, 0);
    assert.match(run.stderr, /identifier rejected/i);
  });

  test("a subscription to another serial's topic is denied", async (t) => {
    const h = await startBroker(t);
    const run = await mosquitto(SUB, h, ["-u", SN, "-P", h.token(), "-i", `${SN}-mosq`, "-t", heartbeatTopic(OTHER_SN), "-C", "1", "-W", "5"]);
    assert.match(run.stderr, /subscription requests were denied/i);
    const wild = await mosquitto(SUB, h, ["-u", SN, "-P", h.token(), "-i", `${SN}-mosq`, "-t", "tanghua/device/+/heartbeat", "-C", "1", "-W", "5"]);
    assert.match(wild.stderr, /subscription requests were denied/i);
  });

  test("a browser subscribed to its own topic receives what a mosquitto_pub printer publishes", async (t) => {
    const h = await startBroker(t);
    const subscribed = new Promise<void>((resolve) => h.broker.aedes.on("subscribe", (subs, client) => client.id === `${SN}-mosq` && resolve()));
    const sub = spawn(SUB, ["-h", "127.0.0.1", "-p", new URL(h.tcpUrl).port, "-V", "mqttv311", "-u", SN, "-P", h.token(), "-i", `${SN}-mosq`, "-t", heartbeatTopic(SN), "-C", "1", "-W", "8"]);
    t.after(() => void sub.kill());
    let out = "";
    sub.stdout.on("data", (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => sub.once("close", (code) => resolve(code)));
    await within(5000, subscribed, "mosquitto_sub to subscribe");
    const pub = await mosquitto(PUB, h, ["-u", SN, "-P", printerPassword(h.printerSecret(SN)), "-i", `${SN}-printer`, "-t", heartbeatTopic(SN), "-m", "beat-1"]);
    assert.equal(pub.code, 0, pub.stderr);
    assert.equal(await within(5000, exited, "mosquitto_sub to exit"), 0);
    assert.equal(out.trim(), "beat-1");
  });

  test("a browser's mosquitto_pub to a device topic reaches nobody", async (t) => {
    const h = await startBroker(t);
    const watcher = await h.browser(h.tcpUrl, h.token("admin"));
    await subscribe(watcher, commandTopic(SN));
    const got: string[] = [];
    watcher.on("message", (_t, p) => got.push(p.toString()));
    await mosquitto(PUB, h, ["-u", SN, "-P", h.token(), "-i", `${SN}-mosq`, "-t", commandTopic(SN), "-m", '{"coins":100}']);
    await sleep(100);
    const after = nextMessage(watcher, commandTopic(SN));
    await h.broker.publish(commandTopic(SN), "after");
    await after;
    assert.deepEqual(got, ["after"]);
    assert.ok(h.logs.some((l) => /browser may not publish/.test(l)), h.logs.join("\n"));
  });
});
