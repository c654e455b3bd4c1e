/** §7 Materials: the store (manage-goods list/material-info), a shop's patterns, the cart. */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as m from "../../../web/contract/http/materials.ts";
import { testEndpoints } from "./cases.ts";

const goods = {
  id: 101,
  type: "material",
  name: "白砂糖颗粒 1kg",
  image_url: "/mock/goods/sugar.svg",
  price: "39.90",
  original_price: "45.00",
  unit: "袋",
  stock: 120,
  sales: 860,
  category_id: 3,
  category_name: "糖料",
  status: 1,
};

const shopGoods = {
  id: 7,
  shop_id: 2,
  goods_type_id: 8,
  name: "十二生肖·龙",
  image_url: "/mock/patterns/dragon.svg",
  price: "10.00",
  coins_price: 2,
  remark: "生肖 热门",
  sell_count: 31,
  is_top: 0,
  status: 1,
  create_date: "2025-05-01",
};

const cartItem = {
  id: 1,
  goods_id: 101,
  spec_id: 11,
  spec_name: "1kg",
  num: 2,
  price: "39.90",
  amount: "79.80",
  goods: { id: 101, name: "白砂糖颗粒 1kg", image_url: "/mock/goods/sugar.svg", stock: 120, status: 1 },
  is_valid: 1,
};

testEndpoints("materials", m.materialsEndpoints, [
  {
    ep: m.list,
    valid: [{ type: "material" }, { type: "toy_fittings", page: 2, limit: 20, category_id: 3, keyword: "竹签" }],
    invalid: [
      ["no type", {}],
      ["unknown type", { type: "sugar" }],
      ["limit above 100", { type: "material", limit: 500 }],
      ["category id 0", { type: "material", category_id: 0 }],
      ["unknown key", { type: "material", sort: "price" }],
    ],
    outputs: [{ list: [goods], total: 1, page: 1, limit: 20, categories: [{ id: 3, name: "糖料" }] }, { list: [], total: 0, page: 1, limit: 20 }],
    badOutputs: [["type outside the two shelves", { list: [{ ...goods, type: "sugar" }], total: 1, page: 1, limit: 20 }]],
  },
  {
    ep: m.materialInfo,
    valid: [{ id: 101 }],
    invalid: [["no id", {}], ["negative id", { id: -1 }], ["id not a number", { id: "abc" }]],
    outputs: [
      {
        ...goods,
        image_list: ["/mock/goods/sugar.svg", "/mock/goods/sugar-2.svg"],
        content: "<p>食品级白砂糖，适配全部型号糖画机。</p>",
        specs: [{ id: 11, name: "1kg", price: "39.90", stock: 100 }, { id: 12, name: "5kg", price: "179.00", stock: 20, image_url: null }],
        cart_num: 2,
      },
    ],
    badOutputs: [["stock negative", { ...goods, stock: -1, image_list: [], content: null, specs: [], cart_num: 0 }]],
  },
  {
    ep: m.shopList,
    valid: [{}, { shop_id: 2, goods_type_id: 8, status: 1, page: 1, limit: 24, keyword: "龙" }, { sn: "SIM-0001", kind: "sugar" }, { kind: "photo" }],
    invalid: [
      ["goods type a shop does not sell", { goods_type_id: 14 }],
      ["status 2", { status: 2 }],
      ["keyword too long", { keyword: "龙".repeat(51) }],
      ["unknown kind", { kind: "ai" }],
      ["sn with a slash", { sn: "SIM/0001" }],
    ],
    outputs: [{ list: [shopGoods], total: 1, page: 1, limit: 24 }, { list: [], total: 0, page: 1, limit: 20, shop: { id: 1, name: "杭州万象城店" } }, { list: [], total: 0, page: 1, limit: 20, shop: null }],
  },
  {
    ep: m.info,
    valid: [{ id: 7 }],
    invalid: [["no id", {}], ["fractional id", { id: 1.5 }]],
    outputs: [{ ...shopGoods, image_list: [{ id: 1, image_url: "/mock/patterns/dragon.svg", sell_count: 31 }], shop_name: "西湖糖画铺" }],
  },
  {
    ep: m.save,
    valid: [
      { shop_id: 2, goods_type_id: 8, name: "十二生肖·龙", image_url: "/mock/patterns/dragon.svg", price: 10, status: 1 },
      {
        id: 7,
        shop_id: 2,
        goods_type_id: 16,
        name: "全家福照片",
        image_url: "https://cdn.tanghua.example/p/1.png",
        image_list: ["https://cdn.tanghua.example/p/1.png"],
        price: "12.50",
        coins_price: 3,
        remark: "照片 定制",
        status: 0,
      },
    ],
    invalid: [
      ["price with 3 decimals", { shop_id: 2, goods_type_id: 8, name: "龙", image_url: "/a.png", price: 1.005, status: 1 }],
      ["price zero", { shop_id: 2, goods_type_id: 8, name: "龙", image_url: "/a.png", price: 0, status: 1 }],
      ["blank name", { shop_id: 2, goods_type_id: 8, name: "   ", image_url: "/a.png", price: 1, status: 1 }],
      ["javascript image", { shop_id: 2, goods_type_id: 8, name: "龙", image_url: "javascript:alert(1)", price: 1, status: 1 }],
      ["protocol-relative image", { shop_id: 2, goods_type_id: 8, name: "龙", image_url: "//evil.example/a.png", price: 1, status: 1 }],
      ["AI drawing type", { shop_id: 2, goods_type_id: 14, name: "龙", image_url: "/a.png", price: 1, status: 1 }],
      ["six tags", { shop_id: 2, goods_type_id: 8, name: "龙", image_url: "/a.png", price: 1, status: 1, remark: "a b c d e f" }],
      ["ten images", { shop_id: 2, goods_type_id: 8, name: "龙", image_url: "/a.png", price: 1, status: 1, image_list: Array(10).fill("/a.png") }],
      ["sell_count is the server's", { shop_id: 2, goods_type_id: 8, name: "龙", image_url: "/a.png", price: 1, status: 1, sell_count: 999 }],
    ],
    outputs: [{ id: 7 }],
  },
  {
    ep: m.setStatus,
    valid: [{ id: 7, status: 0 }, { id: 7, status: 1 }],
    invalid: [["status 2", { id: 7, status: 2 }], ["no status", { id: 7 }], ["a shop id", { id: 7, status: 1, shop_id: 2 }]],
    outputs: [{ ...shopGoods, status: 0 }],
  },
  {
    ep: m.setTop,
    valid: [{ id: 7, is_top: 1 }, { id: 7, is_top: 0 }],
    invalid: [["is_top as a boolean", { id: 7, is_top: true }], ["a printer", { id: 7, is_top: 1, sn: "SIM-0001" }]],
    outputs: [{ ...shopGoods, is_top: 1 }],
  },
  {
    ep: m.remove,
    valid: [{ id: 7 }],
    invalid: [["no id", {}], ["id as string", { id: "7" }]],
    outputs: [null, {}],
  },
  {
    ep: m.cartList,
    valid: [{ type: "material" }, { type: "toy_fittings" }],
    invalid: [["no type", {}], ["unknown type", { type: "all" }]],
    outputs: [{ type: "material", list: [cartItem], count: 1, total_num: 2, total_amount: "79.80" }],
    badOutputs: [["num 0", { type: "material", list: [{ ...cartItem, num: 0 }], count: 1, total_num: 0, total_amount: "0.00" }]],
  },
  {
    ep: m.cartAdd,
    valid: [{ goods_id: 101, num: 1 }, { goods_id: 101, num: 999, spec_id: 12 }],
    invalid: [
      ["num 0", { goods_id: 101, num: 0 }],
      ["num 1000", { goods_id: 101, num: 1000 }],
      ["fractional num", { goods_id: 101, num: 1.5 }],
      ["price is the server's", { goods_id: 101, num: 1, price: 0.01 }],
    ],
    outputs: [{ id: 1, num: 3, count: 2 }],
  },
  {
    ep: m.cartUpdate,
    valid: [{ id: 1, num: 5 }],
    invalid: [["negative num", { id: 1, num: -1 }], ["no id", { num: 1 }]],
    outputs: [{ id: 1, num: 5, count: 2 }],
  },
  {
    ep: m.cartDelete,
    valid: [{ ids: [1] }, { ids: [1, 2, 3] }],
    invalid: [
      ["empty ids", { ids: [] }],
      ["repeated ids", { ids: [1, 1] }],
      ["101 ids", { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ["a single id", { id: 1 }],
    ],
    outputs: [{ count: 0 }],
  },
  {
    ep: m.deviceModels,
    valid: [{}],
    invalid: [["no filters", { type: "device" }]],
    outputs: [{ list: [{ id: 2, name: "迷你糖画机 TH-M1", image_url: "/mock/art/text/TH-M1.svg", price: "3980.00", description: "占地不到半平方米" }] }],
  },
]);

test("materials: freight is free from ¥99 of goods, else ¥10", () => {
  assert.equal(m.materialFreightCents(9899), 1000);
  assert.equal(m.materialFreightCents(9900), 0);
  assert.equal(m.materialFreightCents(0), 1000);
});

test("materials: prices are parsed to cents as numbers", () => {
  const r = m.save.input.parse({ shop_id: 2, goods_type_id: 15, name: "龙", image_url: "/a.png", price: "12.5", status: 1 });
  assert.equal(r.price, 12.5);
  assert.equal(m.save.input.parse({ shop_id: 2, goods_type_id: 15, name: "龙", image_url: "/a.png", price: 0.1 + 0.2, status: 1 }).price, 0.3);
});

test("materials: catalogue reads and shop writes are for merchants", () => {
  for (const e of m.materialsEndpoints) assert.equal(e.access, "merchant", e.path);
});
