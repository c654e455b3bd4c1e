/** scripts/openapi.ts: the OpenAPI 3.1 document of the contract, and `npm run openapi`. */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { buildOpenApi, groupOf, operationCount, operationId, type OpenApiDocument } from "../../scripts/openapi.ts";
import * as auth from "../../web/contract/http/auth.ts";
import * as company from "../../web/contract/http/company.ts";
import * as defaults from "../../web/contract/http/default.ts";
import type { Endpoint } from "../../web/contract/http/endpoint.ts";
import { ENDPOINTS } from "../../web/contract/http/index.ts";
import * as manage from "../../web/contract/http/manage.ts";
import * as manageOrder from "../../web/contract/http/manage-order.ts";
import * as materials from "../../web/contract/http/materials.ts";
import * as sugar from "../../web/contract/http/sugar.ts";
import * as tixian from "../../web/contract/http/tixian.ts";

const root = resolve(import.meta.dirname, "../..");

/** Every call of SPEC §7, method and path, both groups. */
const SPEC_CALLS: readonly (readonly ["GET" | "POST", string])[] = [
  // Auth/user
  ["POST", "/api/default/send-code"],
  ["POST", "/api/default/login"],
  ["POST", "/api/default/logout"],
  ["POST", "/api/user/bind-account"],
  ["GET", "/api/user/info"],
  // Default
  ["GET", "/api/default/district"],
  ["GET", "/api/default/config"],
  ["GET", "/api/default/article-list"],
  ["GET", "/api/default/rank"],
  // Weixin/e-sign
  ["GET", "/api/weixin/js-config"],
  ["POST", "/api/weixin/unbind"],
  ["POST", "/api/esign/get-url"],
  ["GET", "/api/esign/info"],
  // Device/company
  ["POST", "/api/device/send-order"],
  ["GET", "/api/company/info"],
  ["POST", "/api/company/update"],
  ["GET", "/api/company/user-list"],
  ["POST", "/api/company/manage-add"],
  ["POST", "/api/company/manage-remove"],
  // Materials
  ["GET", "/api/manage-goods/list"],
  ["GET", "/api/manage-goods/info"],
  ["GET", "/api/manage-goods/material-info"],
  ["GET", "/api/manage-goods/shop-list"],
  ["POST", "/api/manage-goods/save"],
  ["POST", "/api/manage-goods/delete"],
  ["GET", "/api/manage-cart/list"],
  ["POST", "/api/manage-cart/add"],
  ["POST", "/api/manage-cart/update"],
  ["POST", "/api/manage-cart/delete"],
  // Sugar/tanghua
  ["GET", "/api/tanghua/device-sn"],
  ["GET", "/api/tanghua/info"],
  ["GET", "/api/sugar/index"],
  ["GET", "/api/sugar/list"],
  ["GET", "/api/sugar/info"],
  ["GET", "/api/sugar/activity-list"],
  ["POST", "/api/sugar/top"],
  ["POST", "/api/sugar/cancel"],
  ["GET", "/api/tanghua/print-queue"],
  ["GET", "/api/tanghua/user-order"],
  ["GET", "/api/tanghua/order-info"],
  ["POST", "/api/tanghua/apply-refund"],
  ["POST", "/api/tanghua/save-goods"],
  ["GET", "/api/tanghua/painting-pattern"],
  ["GET", "/api/tanghua/text"],
  ["GET", "/api/tanghua/ai-list"],
  ["POST", "/api/tanghua/goods-do"],
  ["GET", "/api/tanghua/get-reminder"],
  // Coupons
  ["POST", "/api/coupon/add"],
  ["GET", "/api/coupon/list"],
  ["GET", "/api/coupon/info"],
  // Orders
  ["POST", "/api/order/make"],
  ["POST", "/api/order/moni-make"],
  ["POST", "/api/order/payment"],
  ["GET", "/api/order/is-pay"],
  ["POST", "/api/order/buy-up"],
  // Manage-order
  ["GET", "/api/manage-order/tanghua-list"],
  ["GET", "/api/manage-order/tanghua-info"],
  ["POST", "/api/manage-order/download"],
  ["GET", "/api/manage-order/material-list"],
  ["GET", "/api/manage-order/material-info"],
  ["GET", "/api/manage-order/device-list"],
  ["GET", "/api/manage-order/device-info"],
  ["GET", "/api/manage-order/shipping-list"],
  ["GET", "/api/manage-order/refund-list"],
  ["POST", "/api/manage-order/apply-confirm"],
  ["POST", "/api/manage-order/confirm-refund"],
  ["POST", "/api/manage-order/audit"],
  ["POST", "/api/manage-order/shipping-confirm"],
  ["POST", "/api/manage-order/shipping"],
  ["POST", "/api/manage-order/apply-refund"],
  // Admin stats
  ["GET", "/api/manage/index"],
  ["GET", "/api/manage/rank"],
  ["GET", "/api/manage/more-rank"],
  ["GET", "/api/manage/month-profit-data"],
  ["GET", "/api/manage/month-statistics"],
  ["GET", "/api/manage-shop/list"],
  ["GET", "/api/manage-shop/data"],
  ["GET", "/api/manage-shop/info"],
  ["POST", "/api/manage-shop/save"],
  // Withdrawals
  ["GET", "/api/tixian/account-list"],
  ["GET", "/api/tixian/account-info"],
  ["GET", "/api/tixian/esign-data"],
  ["POST", "/api/tixian/account-save"],
  ["POST", "/api/tixian/account-del"],
  ["POST", "/api/tixian/apply"],
  ["POST", "/api/tixian/upload-image"],
];

/** The groups whose files already exist, whatever index.ts wires yet: every endpoint they export. */
function endpointsOf(...modules: readonly object[]): Endpoint[] {
  const seen = new Set<unknown>();
  for (const m of modules) {
    for (const v of Object.values(m)) {
      const e = v as Partial<Endpoint> | null;
      if (e !== null && typeof e === "object" && typeof e.path === "string" && typeof e.method === "string" && e.input !== undefined) seen.add(e);
    }
  }
  return [...seen] as Endpoint[];
}
const LOCAL = endpointsOf(auth, company, defaults, materials, manageOrder, manage, tixian);

/** Every "$ref" in a JSON value. */
function refsOf(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) refsOf(x, out);
  else if (v !== null && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (k === "$ref" && typeof x === "string") out.push(x);
      else refsOf(x, out);
    }
  }
  return out;
}

function resolvePointer(doc: unknown, ref: string): unknown {
  assert.ok(ref.startsWith("#/"), `${ref} points inside the document`);
  return ref
    .slice(2)
    .split("/")
    .reduce<unknown>((at, key) => (at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), doc);
}

type Operation = { operationId: string; tags: string[]; "x-access": string; "x-levels"?: number[]; security?: unknown; parameters: { name?: string; in?: string; required?: boolean }[]; requestBody?: { required: boolean; content: Record<string, unknown> }; responses: Record<string, unknown> };
function op(doc: OpenApiDocument, e: Pick<Endpoint, "method" | "path">): Operation {
  const o = doc.paths[e.path]?.[e.method.toLowerCase()];
  assert.ok(o !== undefined, `${e.method} ${e.path} is in the document`);
  return o as unknown as Operation;
}

for (const [name, endpoints] of [
  ["ENDPOINTS", ENDPOINTS],
  ["the group files that exist", LOCAL],
] as const) {
  test(`openapi (${name}): a 3.1.0 document that survives JSON, with every $ref resolving`, () => {
    const doc = buildOpenApi(endpoints);
    assert.equal(doc.openapi, "3.1.0");
    const text = JSON.stringify(doc);
    assert.deepEqual(JSON.parse(text), doc, "nothing JSON cannot hold (undefined, functions, Infinity)");
    assert.ok(!text.includes('"$schema"'), "embedded schemas carry no dialect of their own");
    for (const ref of refsOf(doc)) assert.notEqual(resolvePointer(doc, ref), undefined, `${ref} resolves`);
  });

  test(`openapi (${name}): every endpoint appears exactly once, with its method, group tag and access`, () => {
    const doc = buildOpenApi(endpoints);
    assert.equal(operationCount(doc), endpoints.length);
    const ids = new Set<string>();
    for (const e of endpoints) {
      const o = op(doc, e);
      assert.equal(o.operationId, operationId(e));
      ids.add(o.operationId);
      assert.deepEqual(o.tags, [groupOf(e.path)]);
      assert.equal(o["x-access"], e.access);
      assert.deepEqual(o["x-levels"], e.levels === undefined ? undefined : [...e.levels], `${e.path} x-levels`);
      assert.ok(doc.tags.some((t) => t["name"] === groupOf(e.path)));
      assert.deepEqual(o.security, e.access === "public" ? undefined : [{ bearerAuth: [] }], `${e.path} security`);
      const statuses = Object.keys(o.responses).sort();
      assert.ok(statuses.includes("200") && statuses.includes("422"), `${e.path}: ${statuses.join(",")}`);
      assert.equal(statuses.includes("401") && statuses.includes("403"), e.access !== "public");
      assert.equal(statuses.includes("413"), e.method === "POST");
    }
    assert.equal(ids.size, endpoints.length, "operationIds are unique");
  });
}

test("openapi: GET inputs become query parameters, required as the schema says", () => {
  const doc = buildOpenApi(LOCAL);
  const list = op(doc, manageOrder.tanghuaList);
  const query = list.parameters.filter((p) => p.in === "query");
  assert.deepEqual(query.map((p) => p.name).sort(), Object.keys(manageOrder.tanghuaList.input.def.shape).sort());
  assert.ok(query.every((p) => p.required === false));
  assert.equal(list.requestBody, undefined);
  const info = op(doc, manageOrder.tanghuaInfo).parameters.find((p) => p.name === "id");
  assert.equal(info?.required, true);
  assert.ok(op(doc, manageOrder.tanghuaList).parameters.some((p) => (p as { $ref?: string }).$ref === "#/components/parameters/Language"));
});

test("openapi: POST inputs are JSON bodies; the image upload is multipart with its file field", () => {
  const doc = buildOpenApi(LOCAL);
  const apply = op(doc, tixian.apply);
  assert.equal(apply.requestBody?.required, true);
  const schema = (apply.requestBody?.content["application/json"] as { schema: { required: string[]; additionalProperties: boolean } }).schema;
  assert.deepEqual(schema.required.sort(), ["account_id", "amount"]);
  assert.equal(schema.additionalProperties, false, "request bodies are strict");
  const upload = op(doc, tixian.uploadImage);
  assert.deepEqual(Object.keys(upload.requestBody?.content ?? {}), ["multipart/form-data"]);
  assert.ok(JSON.stringify(upload.requestBody).includes(`"${tixian.UPLOAD_IMAGE_FIELD}"`));
  assert.equal(op(doc, auth.logout).requestBody?.required, false, "an empty body is a valid logout");
});

test("openapi: the 200 answer is the §7 envelope around the endpoint's data; errors share one envelope", () => {
  const doc = buildOpenApi(LOCAL);
  const ok = op(doc, manage.index).responses["200"] as { content: { "application/json": { schema: { properties: Record<string, { properties?: Record<string, unknown> }> } } } };
  const env = ok.content["application/json"].schema;
  assert.deepEqual(Object.keys(env.properties).sort(), ["data", "errorCode", "msg"]);
  assert.ok(env.properties["data"]?.properties?.["waiting_device_confirm_count"] !== undefined);
  assert.deepEqual(op(doc, manage.index).responses["401"], { $ref: "#/components/responses/Unauthorized" });
  const bearer = (doc.components["securitySchemes"] as Record<string, { type: string; scheme: string }>)["bearerAuth"];
  assert.deepEqual([bearer?.type, bearer?.scheme], ["http", "bearer"]);
});

test("openapi: printer info says whether the printer can print now: online, printing, queue_count, each optional (issue 11)", () => {
  const doc = buildOpenApi(ENDPOINTS);
  for (const e of [sugar.printerInfo, sugar.deviceSn]) {
    const ok = op(doc, e).responses["200"] as { content: { "application/json": { schema: { properties: { data: unknown } } } } };
    let data = ok.content["application/json"].schema.properties.data as { $ref?: string; properties?: Record<string, { type?: string }>; required?: string[] };
    if (data.$ref !== undefined) data = resolvePointer(doc, data.$ref) as typeof data;
    for (const field of ["online", "printing", "queue_count"]) {
      assert.ok(data.properties?.[field] !== undefined, `${e.path}: ${field} is documented`);
      assert.equal(data.required?.includes(field), false, `${e.path}: ${field} is optional (absent when the backend does not watch the printer)`);
    }
  }
});

test("openapi: a path and method declared twice is refused", () => {
  assert.throws(() => buildOpenApi([tixian.apply, tixian.apply]), /declared twice/);
});

test("openapi: every §7 call of the groups written so far is in their files", () => {
  const have = new Set(LOCAL.map((e) => `${e.method} ${e.path}`));
  const mine = SPEC_CALLS.filter(([, p]) => /^\/api\/(manage|manage-goods|manage-cart|manage-order|manage-shop|tixian)\//.test(p));
  assert.equal(mine.length, 41);
  assert.deepEqual(mine.filter(([m, p]) => !have.has(`${m} ${p}`)), []);
});

// Fails until web/contract/http/index.ts wires every group into ENDPOINTS.
test("openapi: every §7 path is in ENDPOINTS and so in the document, with §7's method", () => {
  assert.equal(SPEC_CALLS.length, 86);
  const doc = buildOpenApi(ENDPOINTS);
  const missing = SPEC_CALLS.filter(([m, p]) => doc.paths[p]?.[m.toLowerCase()] === undefined).map(([m, p]) => `${m} ${p}`);
  assert.deepEqual(missing, []);
});

test("npm run openapi: writes the document where asked and says how many operations", () => {
  const dir = mkdtempSync(join(tmpdir(), "openapi-"));
  try {
    const out = join(dir, "nested", "openapi.json");
    const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/openapi.ts", out], { cwd: root, encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`${out.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(${ENDPOINTS.length} operations\\)`));
    const doc = JSON.parse(readFileSync(out, "utf8")) as OpenApiDocument;
    assert.equal(doc.openapi, "3.1.0");
    assert.equal(operationCount(doc), ENDPOINTS.length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
