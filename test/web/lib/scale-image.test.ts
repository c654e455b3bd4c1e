/**
 * lib/scale-image.ts (issue 11: photos over 5 MB are scaled in the browser): the pure decisions,
 * and prepareImageUpload on the paths that need no canvas (a file that fits, one that is no image).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { UPLOAD_MAX_BYTES } from "../../../web/contract/constants.ts";
import { encodingPlan, fits, JPEG_QUALITIES, prepareImageUpload, renamed, SCALE_MAX_SIDE, scaledSize } from "../../../web/src/lib/scale-image.ts";

describe("scaledSize: the long side to at most 2048 px, aspect kept, never enlarged", () => {
  const rows: [string, { width: number; height: number }, { width: number; height: number }][] = [
    ["a 12 MP phone photo, landscape", { width: 4032, height: 3024 }, { width: 2048, height: 1536 }],
    ["portrait", { width: 3024, height: 4032 }, { width: 1536, height: 2048 }],
    ["a panorama keeps its aspect", { width: 10000, height: 1000 }, { width: 2048, height: 205 }],
    ["already small: unchanged", { width: 1200, height: 900 }, { width: 1200, height: 900 }],
    ["exactly at the limit: unchanged", { width: 2048, height: 2048 }, { width: 2048, height: 2048 }],
    ["a 1 px sliver stays 1 px", { width: 50000, height: 3 }, { width: 2048, height: 1 }],
  ];
  for (const [name, from, to] of rows) test(name, () => assert.deepEqual(scaledSize(from), to));
  test("another limit", () => assert.deepEqual(scaledSize({ width: 4000, height: 2000 }, 1000), { width: 1000, height: 500 }));
});

describe("encodingPlan: best first, every step no bigger than the one before", () => {
  test("a PNG is tried as a PNG first (its transparency kept if that fits), then as JPEG at falling qualities, then smaller", () => {
    const plan = encodingPlan("png", { width: 4000, height: 3000 });
    assert.deepEqual(plan[0], { type: "image/png", width: 2048, height: 1536 });
    assert.deepEqual(plan.slice(1, 1 + JPEG_QUALITIES.length).map((e) => e.quality), [...JPEG_QUALITIES]);
    assert.ok(plan.slice(1).every((e) => e.type === "image/jpeg"));
    assert.deepEqual(plan.slice(-2).map((e) => [e.width, e.height]), [[1536, 1152], [1024, 768]]);
  });
  test("a JPEG is never turned into a PNG", () => {
    const plan = encodingPlan("jpeg", { width: 4032, height: 3024 });
    assert.ok(plan.every((e) => e.type === "image/jpeg"));
    assert.deepEqual([plan[0]?.width, plan[0]?.height, plan[0]?.quality], [2048, 1536, JPEG_QUALITIES[0]]);
  });
  test("qualities fall and sizes never grow along the plan", () => {
    const plan = encodingPlan("jpeg", { width: 6000, height: 4000 });
    for (let i = 1; i < plan.length; i++) {
      const [a, b] = [plan[i - 1]!, plan[i]!];
      assert.ok(b.width * b.height <= a.width * a.height, `step ${i} is not bigger`);
      if (b.width === a.width) assert.ok((b.quality ?? 1) <= (a.quality ?? 1), `step ${i} quality`);
    }
    assert.ok(plan.every((e) => Math.max(e.width, e.height) <= SCALE_MAX_SIDE));
  });
});

describe("fits: §5/§9 at most 5 MB, never empty", () => {
  const rows: [number, boolean][] = [
    [0, false],
    [1, true],
    [UPLOAD_MAX_BYTES, true],
    [UPLOAD_MAX_BYTES + 1, false],
  ];
  for (const [bytes, want] of rows) test(`${bytes} bytes → ${want}`, () => assert.equal(fits(bytes), want));
});

describe("renamed: the extension says what the file now holds", () => {
  const rows: [string, "image/png" | "image/jpeg", string][] = [
    ["IMG_0001.HEIC.jpeg", "image/jpeg", "IMG_0001.HEIC.jpg"],
    ["selfie.png", "image/jpeg", "selfie.jpg"],
    ["logo.png", "image/png", "logo.png"],
    ["noext", "image/jpeg", "noext.jpg"],
    [".png", "image/jpeg", "photo.jpg"],
  ];
  for (const [from, type, to] of rows) test(`${from} as ${type}`, () => assert.equal(renamed(from, type), to));
});

describe("prepareImageUpload without a canvas", () => {
  const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  test("a file within 5 MB goes up as it is", async () => {
    const file = new File([PNG], "a.png", { type: "image/png" });
    const r = await prepareImageUpload(file);
    assert.ok(r.ok && r.file === file);
  });
  test("a big file that is not an image keeps the field-level §5 reason (not 'too large')", async () => {
    const big = new File([Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x41)], "notes.png");
    assert.deepEqual(await prepareImageUpload(big), { ok: false, reason: "bad-content" });
    const named = new File([Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x41)], "notes.txt");
    assert.deepEqual(await prepareImageUpload(named), { ok: false, reason: "bad-extension" });
  });
  test("an empty file is empty", async () => {
    assert.deepEqual(await prepareImageUpload(new File([], "a.png")), { ok: false, reason: "empty" });
  });
});
