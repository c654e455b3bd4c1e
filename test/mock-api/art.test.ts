/** The generated pictures: deterministic, well-formed SVG, served with safe headers. */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { MOTIFS } from "../../mock-api/art/curves.ts";
import { motifForPrompt, photoSvg, smoothPath, sugarArtSvg, sugarTextSvg } from "../../mock-api/art/sugar-art.ts";
import { pictureAt } from "../../mock-api/mock-assets.ts";
import { createMockApi, type MockApi } from "../../mock-api/server.ts";

describe("sugar art", () => {
  for (const motif of MOTIFS) {
    test(`${motif}: deterministic, an SVG with the §9 sugar line`, () => {
      const a = sugarArtSvg(motif, 7);
      assert.equal(a, sugarArtSvg(motif, 7));
      assert.match(a, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      assert.match(a, /stroke="#e27101" stroke-width="5"/);
      assert.doesNotMatch(a, /NaN|Infinity|undefined/);
    });
  }

  test("seeds vary the drawing where the motif has freedom", () => {
    assert.notEqual(sugarArtSvg("rose", 1), sugarArtSvg("rose", 2));
  });

  test("a prompt picks a motif by its words, stably", () => {
    assert.equal(motifForPrompt("一条金龙").motif, "dragon");
    assert.equal(motifForPrompt("a red fish").motif, "fish");
    assert.deepEqual(motifForPrompt("随便画点什么"), motifForPrompt("随便画点什么"));
  });

  test("text drawing escapes markup and keeps at most 8 characters", () => {
    const svg = sugarTextSvg(`<script>alert("x")</script>`);
    assert.doesNotMatch(svg, /<script/);
    assert.match(svg, />&#60;script&#62;<\/text>/, "the first 8 characters, escaped");
    assert.doesNotMatch(svg, /alert/);
  });

  test("smoothPath draws through every point", () => {
    assert.equal(smoothPath([]), "");
    // Unit (0,0) is the figure's centre (200,170) px; one unit is 150 px.
    assert.match(smoothPath([[0, 0], [0.5, 0.5], [1, 0]]), /^M200\.0 170\.0C[^C]* 275\.0 245\.0C[^C]* 350\.0 170\.0$/);
  });

  const paths: [string, boolean][] = [
    ["/mock/art/rose-12.svg", true],
    ["/mock/art/photo-3.svg", true],
    ["/mock/art/text/%E7%A6%8F.svg", true],
    ["/mock/art/unknown-1.svg", false],
    ["/mock/art/rose-1234567.svg", false],
    ["/mock/art/text/%E0%A4%A.svg", false],
    ["/mock/art/../logo.svg", false],
  ];
  for (const [path, ok] of paths) {
    test(`pictureAt ${path} → ${ok ? "an SVG" : "nothing"}`, () => {
      assert.equal(pictureAt(path) !== null, ok);
    });
  }

  test("photo prints differ by seed", () => {
    assert.notEqual(photoSvg(1), photoSvg(2));
  });
});

describe("served by the mock", () => {
  let api: MockApi;
  let url: string;
  before(async () => {
    api = createMockApi({ log: () => {} });
    url = await api.listen(0);
  });
  after(() => api.close());

  test("GET /mock/art/dragon-5.svg is an SVG that may run nothing", async () => {
    const res = await fetch(`${url}/mock/art/dragon-5.svg`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "image/svg+xml");
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    assert.match(res.headers.get("content-security-policy") ?? "", /default-src 'none'/);
    assert.equal(await res.text(), sugarArtSvg("dragon", 5));
  });

  test("gzipped for a client that accepts it, as a CDN serves SVG; plain for one that does not (issue 18)", async () => {
    const { request } = await import("node:http");
    const { gunzipSync } = await import("node:zlib");
    const get = (encoding: string | undefined) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = request(`${url}/mock/art/dragon-5.svg`, { headers: encoding === undefined ? {} : { "Accept-Encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end();
      });
    const svg = sugarArtSvg("dragon", 5);
    for (let i = 0; i < 2; i++) {
      const zipped = await get("gzip, deflate, br");
      assert.equal(zipped.headers["content-encoding"], "gzip");
      assert.equal(zipped.headers.vary, "Accept-Encoding");
      assert.equal(Number(zipped.headers["content-length"]), zipped.body.length);
      assert.ok(zipped.body.length < Buffer.byteLength(svg) / 2, `${zipped.body.length} B on the wire for ${Buffer.byteLength(svg)}`);
      assert.equal(gunzipSync(zipped.body).toString("utf8"), svg, i === 0 ? "compressed" : "from the cache");
    }
    for (const encoding of [undefined, "identity", "gzip;q=0"]) {
      const plain = await get(encoding);
      assert.equal(plain.headers["content-encoding"], undefined, String(encoding));
      assert.equal(plain.body.toString("utf8"), svg, String(encoding));
    }
  });

  test("an unknown picture is 404", async () => {
    const res = await fetch(`${url}/mock/art/nope-5.svg`);
    assert.equal(res.status, 404);
    await res.body?.cancel();
  });
});
