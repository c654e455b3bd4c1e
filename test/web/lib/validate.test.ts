import { test, describe } from "node:test";
import assert from "node:assert/strict";
import { UPLOAD_MAX_BYTES } from "../../../web/contract/constants.ts";
import { checkImageFile, isChineseName, isEmail, isMobile, sniffImageType, type ImageCheck } from "../../../web/src/lib/validate.ts";

describe("isChineseName (§5 Chinese characters only)", () => {
  const rows: [string, boolean][] = [
    ["张三", true],
    ["欧阳娜娜", true],
    ["阿依古丽·买买提", true],
    ["㐀㐁", true], // Extension A
    ["张", false], // below 2
    ["张".repeat(20), true],
    ["张".repeat(21), false],
    ["", false],
    ["张 三", false],
    [" 张三", false],
    ["张三a", false],
    ["Zhang San", false],
    ["张三1", false],
    ["·张三", false],
    ["张三·", false],
    ["张··三", false],
    ["张•三", false], // U+2022 bullet is not the middle dot
    ["김철수", false], // Hangul
    ["やまだ", false], // Kana
    ["张三！", false],
  ];
  for (const [input, expected] of rows) test(`${JSON.stringify(input)} -> ${expected}`, () => assert.equal(isChineseName(input), expected));
});

describe("isMobile", () => {
  const rows: [string, boolean][] = [
    ["13812345678", true],
    ["19912345678", true],
    ["12812345678", false],
    ["1381234567", false],
    ["138123456789", false],
    ["23812345678", false],
    ["138-1234-5678", false],
    [" 13812345678", false],
    ["", false],
  ];
  for (const [input, expected] of rows) test(`${JSON.stringify(input)} -> ${expected}`, () => assert.equal(isMobile(input), expected));
});

describe("isEmail", () => {
  const rows: [string, boolean][] = [
    ["alice@x.com", true],
    ["a.b+tag@mail.example.cn", true],
    ["alice@x", false],
    ["alice@.com", false],
    ["alice@x..com", false],
    ["alice@x.com.", false],
    ["@x.com", false],
    ["alice x@x.com", false],
    ["alice@@x.com", false],
    ["", false],
    [`${"a".repeat(250)}@x.com`, false],
  ];
  for (const [input, expected] of rows) test(`${JSON.stringify(input).slice(0, 40)} -> ${expected}`, () => assert.equal(isEmail(input), expected));
});

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46];
const GIF_HEAD = [...Buffer.from("GIF89a")];

describe("sniffImageType", () => {
  const rows: [string, number[], "png" | "jpeg" | null][] = [
    ["png", PNG_HEAD, "png"],
    ["png signature alone", PNG_HEAD.slice(0, 8), "png"],
    ["truncated png signature", PNG_HEAD.slice(0, 7), null],
    ["jpeg", JPEG_HEAD, "jpeg"],
    ["jpeg signature alone", [0xff, 0xd8, 0xff], "jpeg"],
    ["jpeg without the third byte", [0xff, 0xd8, 0x00], null],
    ["gif", GIF_HEAD, null],
    ["empty", [], null],
  ];
  for (const [name, bytes, expected] of rows) test(`${name} -> ${expected}`, () => assert.equal(sniffImageType(new Uint8Array(bytes)), expected));
});

function fileOf(name: string, head: number[], size = head.length): Blob & { name: string } {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return Object.assign(new Blob([bytes]), { name });
}

describe("checkImageFile (§5/§9 5 MB, png/jpeg/jpg, real content)", () => {
  const rows: [string, Blob & { name: string }, ImageCheck][] = [
    ["a png", fileOf("cat.png", PNG_HEAD, 1024), { ok: true, type: "png" }],
    ["a jpg", fileOf("cat.jpg", JPEG_HEAD, 1024), { ok: true, type: "jpeg" }],
    ["a .jpeg", fileOf("cat.jpeg", JPEG_HEAD), { ok: true, type: "jpeg" }],
    ["upper-case extension", fileOf("IMG_0001.JPG", JPEG_HEAD), { ok: true, type: "jpeg" }],
    ["mixed-case extension", fileOf("cat.PnG", PNG_HEAD), { ok: true, type: "png" }],
    ["exactly 5 MB is allowed", fileOf("big.png", PNG_HEAD, UPLOAD_MAX_BYTES), { ok: true, type: "png" }],
    ["a jpeg named .png reports its real type", fileOf("cat.png", JPEG_HEAD), { ok: true, type: "jpeg" }],
    ["one byte over 5 MB", fileOf("big.png", PNG_HEAD, UPLOAD_MAX_BYTES + 1), { ok: false, reason: "too-large" }],
    ["empty file", fileOf("cat.png", []), { ok: false, reason: "empty" }],
    ["gif extension", fileOf("cat.gif", GIF_HEAD), { ok: false, reason: "bad-extension" }],
    ["no extension", fileOf("cat", PNG_HEAD), { ok: false, reason: "bad-extension" }],
    ["extension only in the middle", fileOf("cat.png.exe", PNG_HEAD), { ok: false, reason: "bad-extension" }],
    ["gif content named .png", fileOf("cat.png", GIF_HEAD), { ok: false, reason: "bad-content" }],
    ["html named .jpg", fileOf("x.jpg", [...Buffer.from("<html><script>")]), { ok: false, reason: "bad-content" }],
  ];
  for (const [name, file, expected] of rows) test(name, async () => assert.deepEqual(await checkImageFile(file), expected));

  test("reads only the first 16 bytes", async () => {
    const file = fileOf("cat.png", PNG_HEAD, 4096);
    const sliced: [number | undefined, number | undefined][] = [];
    const original = file.slice.bind(file);
    file.slice = (start?: number, end?: number, type?: string) => {
      sliced.push([start, end]);
      return original(start, end, type);
    };
    assert.deepEqual(await checkImageFile(file), { ok: true, type: "png" });
    assert.deepEqual(sliced, [[0, 16]]);
  });
});
