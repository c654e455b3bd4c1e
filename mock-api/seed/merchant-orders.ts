/**
 * Seeded purchase orders (materials and printers) of the seeded shops in every status of
 * PURCHASE_ORDER_STATUS, with their parcels and refunds in every REFUND_STATUS (issue 3: "orders
 * in every status"). Seeded purchases carry no ledger entries: they were paid before the ledger's
 * seeded window; refunds paid from now on credit the shop (merchant/ledger.ts).
 */
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { PURCHASE_ORDER_STATUS as P, REFUND_STATUS as R } from "../../web/contract/http/manage-order.ts";
import { materialFreightCents, type StoreType } from "../../web/contract/http/materials.ts";
import { PURCHASE_PAY_TTL_S } from "../../web/contract/http/manage-order.ts";
import { freshId, orderSn } from "../merchant/ids.ts";
import { fromCents, toCents } from "../money.ts";
import { allocId } from "../store/ids.ts";
import type { PurchaseItemRecord, PurchaseOrderRecord } from "../store/merchant.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { DAY_S, WORLD, type SeedNow } from "./world-ids.ts";


const CARRIERS = [
  { name: "顺丰速运", prefix: "SF", digits: 12 },
  { name: "中通快递", prefix: "7", digits: 13 },
  { name: "京东物流", prefix: "JDX", digits: 12 },
  { name: "德邦快递", prefix: "DPK", digits: 12 },
] as const;

interface RefundPlan {
  status: number;
  reason: string;
  remark?: string;
  /** Part of the amount only (a shop asks back for what was short). */
  partial?: true;
}

interface OrderPlan {
  kind: "material" | "device";
  type?: StoreType;
  shop: number;
  status: number;
  /** Parcels sent (orders at 21 and 99). */
  parcels?: number;
  refund?: RefundPlan;
  remark?: string;
}

const S = WORLD.shop;

/** Every status for both kinds, mostly on company 1's shops; a few on company 2's (IDOR checks). */
const PLANS: readonly OrderPlan[] = [
  { kind: "material", type: "material", shop: S.hangzhou, status: P.UNPAID },
  { kind: "material", type: "material", shop: S.hangzhou, status: P.PENDING_SHIPMENT, remark: "工作日送货，周末店里没人收" },
  { kind: "material", type: "material", shop: S.shanghai, status: P.PENDING_DELIVERY, parcels: 1 },
  { kind: "material", type: "material", shop: S.hangzhou, status: P.COMPLETED, parcels: 1 },
  { kind: "material", type: "toy_fittings", shop: S.hangzhou, status: P.PENDING_DELIVERY, parcels: 2 },
  { kind: "material", type: "toy_fittings", shop: S.chengdu, status: P.COMPLETED, parcels: 1 },
  { kind: "material", type: "material", shop: S.chengdu, status: P.REFUNDED, refund: { status: R.REFUNDED, reason: "糖浆桶运输途中破裂，漏了一半" } },
  { kind: "material", type: "material", shop: S.hangzhou, status: P.CLOSED },
  { kind: "material", type: "material", shop: S.hangzhou, status: P.PENDING_SHIPMENT, refund: { status: R.APPLYING, reason: "下错规格了，想换成 10kg 装" } },
  { kind: "material", type: "toy_fittings", shop: S.shanghai, status: P.COMPLETED, parcels: 1, refund: { status: R.REJECTED, reason: "礼盒颜色和图片不一样", remark: "实物与详情页一致，且已签收超过 7 天" } },
  { kind: "material", type: "material", shop: S.shanghai, status: P.PENDING_SHIPMENT, refund: { status: R.APPROVED, reason: "店铺装修暂停营业，暂时不需要了" } },
  { kind: "material", type: "material", shop: S.hangzhou, status: P.COMPLETED, parcels: 1, refund: { status: R.APPLYING, reason: "喷嘴少发了一个", partial: true } },
  { kind: "device", shop: S.hangzhou, status: P.UNPAID },
  { kind: "device", shop: S.shanghai, status: P.PENDING_CONFIRM, remark: "新店开业要用，麻烦尽快确认" },
  { kind: "device", shop: S.hangzhou, status: P.PENDING_SHIPMENT },
  { kind: "device", shop: S.chengdu, status: P.PENDING_DELIVERY, parcels: 1 },
  { kind: "device", shop: S.hangzhou, status: P.COMPLETED, parcels: 1 },
  { kind: "device", shop: S.shanghai, status: P.REFUNDED, refund: { status: R.REFUNDED, reason: "商场撤柜，设备还未发货" } },
  { kind: "device", shop: S.chengdu, status: P.CLOSED, remark: "该地区暂未开放设备销售，货款已原路退回" },
  { kind: "device", shop: S.hangzhou, status: P.PENDING_SHIPMENT, refund: { status: R.APPLYING, reason: "选错型号，应该是迷你款" } },
  // Company 2 (甜蜜工坊): the other merchant's purchases, invisible to company 1.
  { kind: "material", type: "material", shop: S.hongkong, status: P.PENDING_SHIPMENT },
  { kind: "material", type: "toy_fittings", shop: S.hongkong, status: P.COMPLETED, parcels: 1, refund: { status: R.APPLYING, reason: "钥匙扣有生锈" } },
  { kind: "device", shop: S.hongkong, status: P.PENDING_CONFIRM },
];

/** How long ago (days) an order of this status was placed: finished ones are older. */
function ageDays(status: number, random: Random): number {
  if (status === P.UNPAID) return 0;
  if (status === P.PENDING_CONFIRM || status === P.PENDING_SHIPMENT) return random.int(1, 6);
  if (status === P.PENDING_DELIVERY) return random.int(3, 9);
  return random.int(10, 88);
}

function materialItems(store: Store, random: Random, type: StoreType): PurchaseItemRecord[] {
  const shelf = Object.values(store.merchant.catalogue).filter((i) => i.type === type && i.status === 1);
  const lines: PurchaseItemRecord[] = [];
  for (let n = random.int(1, 3); n > 0 && shelf.length > 0; n--) {
    const item = shelf.splice(random.int(0, shelf.length - 1), 1)[0];
    const spec = item?.specs[random.int(0, item.specs.length - 1)];
    if (item === undefined || spec === undefined) continue;
    const num = random.int(1, type === "material" ? 6 : 30);
    lines.push({ goods_id: item.id, spec_id: spec.id, name: item.name.zh, image_url: spec.image_url ?? item.image_url, spec_name: spec.name.zh, price: spec.price, num, amount: fromCents(toCents(spec.price) * num) });
  }
  return lines;
}

function deviceItems(store: Store, random: Random): PurchaseItemRecord[] {
  const models = Object.values(store.merchant.deviceModels);
  const model = models[random.int(0, models.length - 1)];
  if (model === undefined) return [];
  const num = random.int(1, 2);
  return [{ goods_id: model.id, name: model.name.zh, image_url: model.image_url, spec_name: "标准版", price: model.price, num, amount: fromCents(toCents(model.price) * num) }];
}

function digits(random: Random, n: number): string {
  return Array.from({ length: n }, () => String(random.int(0, 9))).join("");
}

function seedParcels(store: Store, random: Random, o: PurchaseOrderRecord, count: number): void {
  let shipped = 0;
  for (let i = 0; i < count; i++) {
    const carrier = CARRIERS[random.int(0, CARRIERS.length - 1)] ?? CARRIERS[0];
    const id = allocId(store, "shipment");
    // A device parcel names the printers in it; the last parcel carries what is left.
    const units = o.order_type === "device" ? (i === count - 1 ? o.total_num - shipped : 1) : 0;
    const sns = o.order_type === "device" ? Array.from({ length: units }, () => `TH-${o.id}${digits(random, 5)}`) : null;
    shipped += units;
    store.merchant.shipments[String(id)] = {
      id, orderId: o.id, company: carrier.name, tracking_no: `${carrier.prefix}${digits(random, carrier.digits)}`,
      sns, remark: i === 0 ? "" : "第二箱，分开发出", create_time: (o.ship_time ?? o.create_time) + i * 3600,
    };
  }
}

function seedRefund(store: Store, random: Random, o: PurchaseOrderRecord, plan: RefundPlan): void {
  const id = freshId(store, "refund", store.refunds); // the customer side seeded refunds before
  const paid = toCents(o.money);
  const asked = plan.partial === true ? Math.min(paid, 3500) : paid;
  const created = (o.pay_time ?? o.create_time) + random.int(1, 48) * 3600;
  const audited = plan.status === R.APPLYING ? null : created + random.int(2, 30) * 3600;
  const refunded = plan.status === R.REFUNDED ? (audited ?? created) + random.int(1, 12) * 3600 : null;
  store.refunds[String(id)] = {
    id, order_type: o.order_type, orderId: o.id, order_sn: o.sn, userId: o.buyerId, shopId: o.shopId,
    amount: fromCents(asked), refund_amount: refunded === null ? null : fromCents(asked), coins: null,
    reason: plan.reason, images: [], status: plan.status, remark: plan.remark ?? "",
    create_time: created, audit_time: audited, refund_time: refunded,
  };
  o.refundId = id;
  o.refund_status = plan.status;
  if (refunded !== null) o.finish_time = refunded;
}

export function seedPurchaseOrders(store: Store, random: Random, now: SeedNow): void {
  for (const plan of PLANS) {
    const shop = own(store.shops, plan.shop);
    if (shop === undefined) continue; // the world has no such shop (a trimmed seed)
    const items = plan.kind === "device" ? deviceItems(store, random) : materialItems(store, random, plan.type ?? "material");
    const goods = items.reduce((n, i) => n + toCents(i.amount), 0);
    const freight = plan.kind === "material" ? materialFreightCents(goods) : 0;
    const id = allocId(store, "purchaseOrder");
    const created = now.s - ageDays(plan.status, random) * DAY_S - random.int(600, 20 * 3600);
    const paid = plan.status === P.UNPAID || (plan.status === P.CLOSED && plan.kind === "material") ? null : created + random.int(60, 900);
    const shippedAt = plan.parcels !== undefined && paid !== null ? paid + random.int(1, 3) * DAY_S : null;
    const done = plan.status === P.COMPLETED && shippedAt !== null ? shippedAt + random.int(2, 5) * DAY_S : null;
    const o: PurchaseOrderRecord = {
      id,
      sn: orderSn(plan.kind === "device" ? "SB" : "CL", created, id),
      order_type: plan.kind,
      type: plan.kind === "device" ? null : (plan.type ?? "material"),
      shopId: shop.id,
      buyerId: shop.ownerId,
      items,
      total_num: items.reduce((n, i) => n + i.num, 0),
      money: fromCents(goods + freight),
      freight: fromCents(freight),
      status: plan.status,
      refund_status: 0,
      refundId: null,
      contact: { ...shop.contact },
      remark: plan.remark ?? "",
      pay_type: paid === null ? null : PAY_TYPE.BALANCE,
      create_time: created,
      pay_time: paid,
      ship_time: shippedAt,
      // A closed order was closed a day after it was placed (expired unpaid, or refused).
      finish_time: done ?? (plan.status === P.CLOSED ? created + DAY_S : null),
      // The unpaid ones are payable for a day from when they were made (issue 16: order-info pays them).
      ...(plan.status === P.UNPAID ? { expire_time: created + PURCHASE_PAY_TTL_S } : {}),
    };
    store.merchant.purchaseOrders[String(id)] = o;
    if (plan.parcels !== undefined) seedParcels(store, random, o, plan.parcels);
    if (plan.refund !== undefined) seedRefund(store, random, o, plan.refund);
  }
}
