/**
 * Cross-file checks of the auth, default, weixin, company, sugar, tanghua, coupon and order
 * groups: one declaration per path, GET inputs that fit a query string, JSON Schema for the
 * OpenAPI writer, and the chosen print-order statuses.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as z from "zod/mini";
import { ORDER_STATUS, ORDER_STATUS_LIST_OTHER } from "../../../web/contract/constants.ts";
import { authEndpoints } from "../../../web/contract/http/auth.ts";
import { companyEndpoints } from "../../../web/contract/http/company.ts";
import { couponEndpoints } from "../../../web/contract/http/coupon.ts";
import { defaultEndpoints } from "../../../web/contract/http/default.ts";
import type { Endpoint } from "../../../web/contract/http/endpoint.ts";
import { orderEndpoints, PRINT_ORDER_STATUS } from "../../../web/contract/http/order.ts";
import { sugarEndpoints } from "../../../web/contract/http/sugar.ts";
import { tanghuaEndpoints } from "../../../web/contract/http/tanghua.ts";
import { weixinEndpoints } from "../../../web/contract/http/weixin.ts";

const all: readonly Endpoint[] = [
  ...authEndpoints,
  ...defaultEndpoints,
  ...weixinEndpoints,
  ...companyEndpoints,
  ...sugarEndpoints,
  ...tanghuaEndpoints,
  ...couponEndpoints,
  ...orderEndpoints,
];

test("each path is declared once across the groups", () => {
  const paths = all.map((e) => e.path);
  assert.equal(new Set(paths).size, paths.length);
  // 45 + tanghua/upload-image (customer uploads) + order/cancel and tanghua/goods-share (issue 11)
  // + the company's invitations (issue 15: invitation-list, -cancel, my-invitations, -accept, -decline)
  // + coupon/offer (issue 15: a shared offer link's preview).
  assert.equal(all.length, 54);
});

test("GET inputs are flat objects of scalars (a query string carries nothing else)", () => {
  for (const e of all.filter((x) => x.method === "GET")) {
    const schema = z.toJSONSchema(e.input, { io: "input" }) as { type?: string; properties?: Record<string, { type?: string }> };
    assert.equal(schema.type, "object", e.path);
    for (const [k, p] of Object.entries(schema.properties ?? {})) {
      assert.ok(p.type !== "object" && p.type !== "array", `${e.path} ${k} is ${String(p.type)}`);
    }
  }
});

test("every input and output converts to JSON Schema (for the OpenAPI writer)", () => {
  for (const e of all) {
    assert.doesNotThrow(() => z.toJSONSchema(e.input, { io: "input" }), `${e.path} input`);
    assert.doesNotThrow(() => z.toJSONSchema(e.output, { io: "output" }), `${e.path} output`);
  }
});

test("print-order statuses: distinct, completed is §3's 99, shipment and unexplained numbers left alone", () => {
  const values: number[] = Object.values(PRINT_ORDER_STATUS);
  assert.equal(new Set(values).size, values.length);
  assert.equal(PRINT_ORDER_STATUS.COMPLETED, ORDER_STATUS.ORDER_COMPLETED);
  for (const taken of [ORDER_STATUS.PENDING_SHIPMENT, ORDER_STATUS.PENDING_DELIVERY, ...ORDER_STATUS_LIST_OTHER]) {
    assert.ok(!values.includes(taken), `${taken} is not a print-order status`);
  }
});
