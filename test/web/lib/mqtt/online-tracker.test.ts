/** §4 online flag: true when connected and a heartbeat with a serial was seen; false only after 5 s without. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { createOnlineTracker } from "../../../../web/src/lib/mqtt/online-tracker.ts";
import { fakeTimers } from "./fake-timers.ts";

function setup() {
  const timers = fakeTimers();
  const changes: boolean[] = [];
  const tracker = createOnlineTracker({ timers, onChange: (o) => changes.push(o) });
  return { timers, changes, tracker };
}

test("connecting alone is not online; the first heartbeat with a serial is", () => {
  const { tracker, changes } = setup();
  tracker.connected();
  assert.equal(tracker.online, false);
  tracker.heartbeat("");
  assert.equal(tracker.online, false, "a heartbeat without a serial does not count");
  tracker.heartbeat("SIM-0001");
  assert.equal(tracker.online, true);
  assert.deepEqual(changes, [true]);
});

test("a heartbeat before the connection is up does not count", () => {
  const { tracker } = setup();
  tracker.heartbeat("SIM-0001");
  assert.equal(tracker.online, false);
  assert.equal(tracker.lastHeartbeatAt, null);
});

test("goes offline exactly 5 s after the last heartbeat, not before", () => {
  const { tracker, timers, changes } = setup();
  tracker.connected();
  tracker.heartbeat("SIM-0001");
  timers.advance(4000);
  tracker.heartbeat("SIM-0001"); // re-arms
  timers.advance(4999);
  assert.equal(tracker.online, true);
  timers.advance(1);
  assert.equal(tracker.online, false);
  assert.deepEqual(changes, [true, false]);
});

test("a dropped connection does not flip the flag by itself; the 5 s do", () => {
  const { tracker, timers } = setup();
  tracker.connected();
  tracker.heartbeat("SIM-0001");
  timers.advance(1000);
  tracker.disconnected();
  assert.equal(tracker.online, true);
  timers.advance(3999);
  assert.equal(tracker.online, true);
  timers.advance(1);
  assert.equal(tracker.online, false);
  tracker.heartbeat("SIM-0001");
  assert.equal(tracker.online, false, "not online again until reconnected");
  tracker.connected();
  tracker.heartbeat("SIM-0001");
  assert.equal(tracker.online, true);
});

test("stop() cancels the pending timer", () => {
  const { tracker, timers, changes } = setup();
  tracker.connected();
  tracker.heartbeat("SIM-0001");
  tracker.stop();
  assert.equal(timers.pending(), 0);
  timers.advance(10_000);
  assert.deepEqual(changes, [true]);
});

test("steady 1 s heartbeats keep it online; lastHeartbeatAt follows them", () => {
  const { tracker, timers, changes } = setup();
  tracker.connected();
  for (let i = 0; i < 20; i++) {
    tracker.heartbeat("SIM-0001");
    assert.equal(tracker.lastHeartbeatAt, timers.now());
    timers.advance(1000);
  }
  assert.deepEqual(changes, [true]);
});

test("silent: connected and no heartbeat for 5 s, counted from the connection (issue 11: printer vs phone)", () => {
  const timers = fakeTimers();
  const silences: boolean[] = [];
  const tracker = createOnlineTracker({ timers, onChange: () => {}, onSilentChange: (s) => silences.push(s) });
  tracker.connected();
  timers.advance(4999);
  assert.equal(tracker.silent, false);
  timers.advance(1);
  assert.equal(tracker.silent, true, "a printer never heard from since we connected");
  tracker.heartbeat("SIM-0001");
  assert.equal(tracker.silent, false);
  timers.advance(5000);
  assert.equal(tracker.silent, true, "5 s after its last heartbeat");
  assert.deepEqual(silences, [true, false, true]);
  tracker.stop();
  assert.equal(timers.pending(), 0);
});

test("silent is never said while our own connection is down: then nobody can tell", () => {
  const timers = fakeTimers();
  const tracker = createOnlineTracker({ timers, onChange: () => {} });
  tracker.connected();
  tracker.heartbeat("SIM-0001");
  tracker.disconnected();
  timers.advance(10_000);
  assert.equal(tracker.silent, false);
  assert.equal(tracker.online, false, "the §4 flag still drops 5 s after the last heartbeat");
  tracker.connected();
  timers.advance(5000);
  assert.equal(tracker.silent, true);
});
