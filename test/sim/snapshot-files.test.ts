/**
 * Issue 12 item 2 with issue 13's tickets: a sim snapshot (version 3) carries the files the API's
 * state names (`api_files`: uploads, drawings, exports, by SHA-256), so a ticket loaded on another
 * sim shows the same pictures; a damaged or missing file is refused and changes nothing; and
 * `sim reset` leaves none of the old state's files behind.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { blobName } from "../../mock-api/store/blobs.ts";
import { blobRefs } from "../../mock-api/store/files.ts";
import type { FleetSnapshot } from "../../sim/fleet-snapshot.ts";
import { resetSim } from "../../sim/reset.ts";
import { startSim, type SimHarness } from "./fleet-harness.ts";

/** A PNG of `size` bytes (its signature, then filler): what the upload checks. */
const png = (size: number, fill: number) => Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(size - 8, fill)]);

async function upload(h: SimHarness, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "ticket.png");
  const res = await fetch(`${h.base}/api/tanghua/upload-image`, { method: "POST", headers: { authorization: `Bearer ${h.token()}` }, body: form });
  const body = (await res.json()) as { errorCode: number; data: { url: string } };
  assert.equal(body.errorCode, 0, JSON.stringify(body));
  return body.data.url;
}

/** The store without what heartbeats write all the time (last_seen). */
const stateOf = (h: SimHarness) => JSON.stringify(h.store, (k, v: unknown) => (k === "last_seen" ? undefined : v));

type Snap = FleetSnapshot & { api: unknown; api_files: Record<string, string> };

test("a snapshot carries the API's kept files: loaded on another sim, the same upload is served there", async (t) => {
  const a = await startSim(t, { speed: 10, printers: 2 });
  const b = await startSim(t, { speed: 10, printers: 2 });
  const bytes = png(200_000, 3);
  const url = await upload(a, bytes);
  const snap = (await a.ctl("GET", "/snapshot")).json as Snap;
  assert.equal(snap.version, 3);
  assert.deepEqual(Object.keys(snap.api_files).sort(), [...blobRefs(a.store)].sort(), "every file the state names, and only those");
  assert.equal(snap.api_files[blobName(bytes)], bytes.toString("base64"));
  assert.ok(!JSON.stringify(snap.api).includes(bytes.toString("base64").slice(0, 200)), "the state itself names the file, it does not hold it");

  assert.equal((await fetch(b.base + url)).status, 404, "b has no such upload yet");
  const put = await b.ctl("PUT", "/snapshot", snap);
  assert.equal(put.status, 200, JSON.stringify(put.json));
  const served = await fetch(b.base + url);
  assert.equal(served.status, 200);
  assert.ok(Buffer.from(await served.arrayBuffer()).equals(bytes), "the same bytes on b");
});

test("a snapshot with a damaged file, or without a file its state names, is refused naming it and changes nothing", async (t) => {
  const a = await startSim(t, { speed: 10, printers: 2 });
  const b = await startSim(t, { speed: 10, printers: 2 });
  const bytes = png(5_000, 9);
  await upload(a, bytes);
  const snap = (await a.ctl("GET", "/snapshot")).json as Snap;
  const before = stateOf(b);
  const name = blobName(bytes);

  const damaged = structuredClone(snap);
  damaged.api_files[name] = png(5_000, 8).toString("base64");
  const r1 = await b.ctl("PUT", "/snapshot", damaged);
  assert.equal(r1.status, 422);
  assert.match(JSON.stringify(r1.json), new RegExp(`api_files.${name}: its bytes do not match its name`));

  const missing = structuredClone(snap);
  delete missing.api_files[name];
  const r2 = await b.ctl("PUT", "/snapshot", missing);
  assert.equal(r2.status, 422);
  assert.match(JSON.stringify(r2.json), new RegExp(`api: .*${name}`), "the missing file named");
  assert.ok(stateOf(b) === before, "nothing changed");
});

test("sim reset removes the files of the state it replaces (uploads are gone with the records naming them)", async (t) => {
  const a = await startSim(t, { speed: 10, printers: 2 });
  const seeded = a.api.blobs.stats().count;
  const bytes = png(100_000, 5);
  const url = await upload(a, bytes);
  assert.ok(a.api.blobs.has(blobName(bytes)));
  assert.equal(a.api.blobs.stats().count, seeded + 1);
  await resetSim({ store: a.store, blobs: a.api.blobs, fleet: a.fleet, clock: a.clock, seed: 1 });
  assert.equal(a.api.blobs.has(blobName(bytes)), false, "the upload's file is gone");
  assert.equal(a.api.blobs.stats().count, seeded, "the seed's own files only");
  assert.equal((await fetch(a.base + url)).status, 404);
});
