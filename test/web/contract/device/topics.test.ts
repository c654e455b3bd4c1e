import { test } from "node:test";
import assert from "node:assert/strict";
import { commandTopic, heartbeatTopic, jobTopic, parseTopic } from "../../../../web/contract/device/topics.ts";
import { CancelJobMessage, CommandMessage, isCancel, JobTopicMessage, PrintJobMessage } from "../../../../web/contract/device/messages.ts";

test("topics are keyed by serial", () => {
  assert.equal(heartbeatTopic("SIM-0001"), "tanghua/device/SIM-0001/heartbeat");
  assert.equal(commandTopic("SIM-0001"), "tanghua/device/SIM-0001/command");
  assert.equal(jobTopic("SIM-0001"), "tanghua/device/SIM-0001/job");
});

test("a serial with MQTT wildcards, separators or control characters never becomes a topic", () => {
  for (const sn of ["+", "#", "a/b", "a\u0000", "", "x".repeat(17), " SIM"]) assert.throws(() => heartbeatTopic(sn), RangeError);
});

const parsed: [string, ReturnType<typeof parseTopic>][] = [
  ["tanghua/device/SIM-0001/heartbeat", { sn: "SIM-0001", kind: "heartbeat" }],
  ["tanghua/device/SIM-0002/job", { sn: "SIM-0002", kind: "job" }],
  ["tanghua/device/+/heartbeat", null],
  ["tanghua/device/#", null],
  ["tanghua/device/SIM-0001/heartbeat/x", null],
  ["other/device/SIM-0001/heartbeat", null],
  ["tanghua/device/SIM-0001/status", null],
];
for (const [t, want] of parsed) {
  test(`parseTopic(${t})`, () => assert.deepEqual(parseTopic(t), want));
}

test("command and job messages", () => {
  assert.ok(CommandMessage.safeParse({ sn: "SIM-0001", ts: 1, coins: 3 }).success);
  assert.ok(CommandMessage.safeParse({ sn: "SIM-0001", ts: 1, print_status_info: "printing", print_status_message: "打印中", order_sn: "T1" }).success);
  assert.ok(!CommandMessage.safeParse({ sn: "a/b", ts: 1 }).success);
  assert.ok(!CommandMessage.safeParse({ sn: "SIM-0001", ts: 1, coins: -1 }).success);
  assert.ok(!CommandMessage.safeParse({ sn: "SIM-0001", ts: 1, print_status_info: "exploded" }).success);
  const job = { order_sn: "T20261122", sn: "SIM-0001", goods_id: 3, goods_type_id: 15, name: "龙", image_url: "/mock/art/dragon-1.svg", bytes: 120000, created_at: 1 };
  assert.ok(PrintJobMessage.safeParse(job).success);
  assert.ok(!PrintJobMessage.safeParse({ ...job, bytes: 0 }).success);
});

test("the job topic carries jobs and cancels (issue 13), each read as what it is", () => {
  const job = { order_sn: "T20261122", sn: "SIM-0001", goods_id: 3, goods_type_id: 15, name: "龙", image_url: "/mock/art/dragon-1.svg", bytes: 120000, created_at: 1 };
  const cancel = { cancel: true, order_sn: "T20261122", sn: "SIM-0001", reason: "refunded", ts: 5 };
  const asJob = JobTopicMessage.safeParse(job);
  const asCancel = JobTopicMessage.safeParse(cancel);
  assert.ok(asJob.success && !isCancel(asJob.data));
  assert.ok(asCancel.success && isCancel(asCancel.data));
  assert.ok(!PrintJobMessage.safeParse(cancel).success, "a cancel is never taken for a job");
  assert.ok(!CancelJobMessage.safeParse({ ...cancel, cancel: false }).success);
  assert.ok(!CancelJobMessage.safeParse({ ...cancel, sn: "a/b" }).success);
  assert.ok(!JobTopicMessage.safeParse({ order_sn: "T1", sn: "SIM-0001" }).success, "neither");
});
