/**
 * The direct delivery path's two pure parts (sim/broker-direct.ts): the MQTT topic matcher, checked
 * against Aedes' own matching on every small filter and topic, and the PUBLISH encoder, checked
 * with golden bytes and by mqtt-packet's parser (the one inside mqtt.js and Aedes).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Aedes } from "aedes";
import mqttPacket, { type Packet } from "mqtt-packet";
import { encodePublish, matchTopic } from "../../sim/broker-direct.ts";
import { heartbeatTopic } from "../../web/contract/device/topics.ts";

/** Every topic of 1 to `depth` levels made of `words`. */
function names(words: readonly string[], depth: number): string[] {
  let level = [...words];
  const all = [...level];
  for (let d = 2; d <= depth; d++) {
    level = level.flatMap((prefix) => words.map((w) => `${prefix}/${w}`));
    all.push(...level);
  }
  return all;
}

function parse(bytes: Buffer): Packet[] {
  const parser = mqttPacket.parser({ protocolVersion: 4 });
  const packets: Packet[] = [];
  const errors: Error[] = [];
  parser.on("packet", (p) => packets.push(p));
  parser.on("error", (e) => errors.push(e));
  const left = parser.parse(bytes);
  assert.deepEqual(errors, []);
  assert.equal(left, 0, "bytes left over after the packet");
  return packets;
}

describe("matchTopic", () => {
  const cases: [filter: string, topic: string, matches: boolean][] = [
    ["tanghua/device/SIM-0001/heartbeat", "tanghua/device/SIM-0001/heartbeat", true],
    ["tanghua/device/SIM-0001/heartbeat", "tanghua/device/SIM-00011/heartbeat", false],
    ["tanghua/device/SIM-00011/heartbeat", "tanghua/device/SIM-0001/heartbeat", false],
    ["tanghua/device/+/heartbeat", "tanghua/device/SIM-0001/heartbeat", true],
    ["tanghua/device/+/heartbeat", "tanghua/device/SIM-0001/command", false],
    ["tanghua/device/+/heartbeat", "tanghua/device/heartbeat", false],
    ["tanghua/device/+", "tanghua/device/SIM-0001/heartbeat", false],
    ["tanghua/device/#", "tanghua/device/SIM-0001/heartbeat", true],
    ["tanghua/device/#", "tanghua/device", true], // # includes the parent level (§4.7.1.2)
    ["tanghua/device/#", "tanghua/devices", false],
    ["tanghua/#", "tanghua", true],
    ["#", "tanghua/device/SIM-0001/heartbeat", true],
    ["+/+", "/finance", true], // an empty first level is a level (§4.7.1.3)
    ["/+", "/finance", true],
    ["+", "/finance", false],
    ["a/+/c", "a//c", true],
    ["a/b", "a/b/", false],
    ["a/b/+", "a/b/", true],
    // [MQTT-4.7.2-1]: a filter starting with a wildcard never matches a topic starting with $.
    ["#", "$SYS/broker/clients", false],
    ["+/broker/clients", "$SYS/broker/clients", false],
    ["$SYS/#", "$SYS/broker/clients", true],
    ["$SYS/+/clients", "$SYS/broker/clients", true],
  ];
  for (const [filter, topic, matches] of cases) {
    test(`${JSON.stringify(filter)} ${matches ? "matches" : "does not match"} ${JSON.stringify(topic)}`, () => {
      assert.equal(matchTopic(filter, topic), matches);
    });
  }

  test("agrees with Aedes' own matching (mqemitter) on every filter and topic of up to 3 levels", async (t) => {
    const aedes = await Aedes.createBroker();
    t.after(() => new Promise<void>((resolve) => aedes.close(() => resolve())));
    const topics = names(["a", "b", ""], 3).filter((topic) => topic !== ""); // "" is no topic
    const plain = names(["a", "b", "", "+"], 3).filter((filter) => filter !== ""); // a filter has at least one character (§4.7.3)
    const filters = ["#", ...names(["a", "b", "", "+"], 2).map((prefix) => `${prefix}/#`), ...plain];
    const seen = new Set<string>();
    for (const filter of filters) {
      await new Promise<void>((resolve) => aedes.subscribe(filter, (packet: { topic: string }, cb: () => void) => {
        seen.add(`${filter} ${packet.topic}`);
        cb();
      }, () => resolve()));
    }
    for (const topic of topics) {
      await new Promise<void>((resolve, reject) => aedes.publish({ cmd: "publish", topic, payload: Buffer.alloc(0), qos: 0, dup: false, retain: false }, (err) => (err ? reject(err) : resolve())));
    }
    let compared = 0;
    for (const filter of filters) {
      for (const topic of topics) {
        assert.equal(matchTopic(filter, topic), seen.has(`${filter} ${topic}`), `filter ${JSON.stringify(filter)}, topic ${JSON.stringify(topic)}`);
        compared++;
      }
    }
    assert.equal(compared, filters.length * topics.length);
    assert.ok(seen.size > 100, `only ${seen.size} matches: the comparison saw too few`);
  });
});

describe("encodePublish", () => {
  test("golden bytes: QoS 0, not retained, remaining length, topic length, topic, payload", () => {
    assert.equal(encodePublish("a/b", Uint8Array.of(1, 2, 3)).toString("hex"), "3008" + "0003" + "612f62" + "010203");
    assert.equal(encodePublish("t", new Uint8Array(0)).toString("hex"), "3003" + "0001" + "74");
  });

  // §2.2.3: the remaining length takes one more byte at 128, 16,384 and 2,097,152.
  const lengths: [payloadBytes: number, header: string][] = [
    [124, "307f"], // remaining 127: one byte
    [125, "308001"], // remaining 128: two
    [16_380, "30ff7f"], // 16,383
    [16_381, "30808001"], // 16,384: three
    [2_097_149, "3080808001"], // 2,097,152: four
  ];
  for (const [payloadBytes, header] of lengths) {
    test(`remaining length ${payloadBytes + 3} is encoded as ${header.slice(2)}`, () => {
      const payload = Buffer.alloc(payloadBytes, 0xab);
      const bytes = encodePublish("t", payload);
      assert.equal(bytes.subarray(0, header.length / 2).toString("hex"), header);
      assert.equal(bytes.length, header.length / 2 + 3 + payloadBytes);
      const [packet] = parse(bytes);
      assert.equal(packet?.cmd, "publish");
      assert.ok(packet?.cmd === "publish" && Buffer.compare(packet.payload as Buffer, payload) === 0);
    });
  }

  const samples: [name: string, topic: string, payload: Uint8Array][] = [
    ["a heartbeat", heartbeatTopic("SIM-0001"), Buffer.alloc(46, 0x5a)],
    ["an empty payload", heartbeatTopic("SIM-0002"), new Uint8Array(0)],
    ["a UTF-8 topic", "tanghua/设备/SIM-0003", Buffer.from("糖画")],
    ["a payload that is a view into a larger buffer", "x/y", Buffer.from("__payload__").subarray(2, 9)],
  ];
  for (const [name, topic, payload] of samples) {
    test(`mqtt-packet parses ${name} back to the same PUBLISH`, () => {
      const packets = parse(encodePublish(topic, payload));
      assert.equal(packets.length, 1);
      const p = packets[0];
      assert.ok(p !== undefined && p.cmd === "publish");
      assert.equal(p.topic, topic);
      assert.deepEqual([...(p.payload as Buffer)], [...payload]);
      assert.equal(p.qos, 0);
      assert.equal(p.retain, false);
      assert.equal(p.dup, false);
    });
  }

  test("a topic over 65,535 bytes is refused (its length field has two bytes)", () => {
    assert.throws(() => encodePublish("x".repeat(65_536), new Uint8Array(0)), RangeError);
    assert.equal(encodePublish("x".repeat(65_535), new Uint8Array(0)).length, 1 + 3 + 2 + 65_535);
  });
});
