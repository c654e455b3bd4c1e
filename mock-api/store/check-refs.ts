/**
 * Every reference between records resolves (issue 12: printers of missing shops passed the old
 * check and broke the handlers that follow them). One pass over each collection, each lookup an
 * own-key probe: linear. Records a domain keeps as history on purpose are not followed: a
 * withdrawal's account (copied in: the account may be deleted later, store/finance.ts).
 */
import { Broken, entries, mayResolve, mustResolve, type Records } from "./check-rules.ts";
import type { Store } from "./types.ts";

/** Purchase-order refunds (order_type material/device) point into merchant.purchaseOrders. */
function refundTarget(s: Store, orderType: unknown): [Records, string] {
  return orderType === "tanghua" ? [s.printOrders, "printOrders"] : [s.merchant.purchaseOrders, "merchant.purchaseOrders"];
}

/** A list of ids (an absent optional list is empty). */
function ids(path: string, value: unknown): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Broken(path, "is not a list");
  return value;
}

function checkCore(s: Store): void {
  const { users, companies, shops, printers, goods } = s;
  mustResolve("platformCompanyId", s.platformCompanyId, companies, "companies");
  for (const [k, r] of entries("tokens", s.tokens)) mustResolve(`tokens.${k}.userId`, r["userId"], users, "users");
  // An egg head is addressed by its own serial (orders of print_type "egg", a manager's list of
  // printers: company/manage-add), kept on its printer.
  const eggs: Record<string, true> = {};
  for (const [k, r] of entries("printers", printers)) {
    mayResolve(`printers.${k}.shopId`, r["shopId"], shops, "shops");
    if (typeof r["eggSn"] === "string") eggs[r["eggSn"]] = true;
  }
  const device = (path: string, sn: unknown) => {
    if (!(typeof sn === "string" && Object.hasOwn(eggs, sn))) mustResolve(path, sn, printers, "printers");
  };
  for (const [k, r] of entries("users", users)) {
    mayResolve(`users.${k}.companyId`, r["companyId"], companies, "companies");
    (r["managedPrinters"] as unknown[]).forEach((sn, i) => device(`users.${k}.managedPrinters.${i}`, sn));
  }
  for (const [k, r] of entries("companies", companies)) mayResolve(`companies.${k}.ownerId`, r["ownerId"], users, "users");
  for (const [k, r] of entries("shops", shops)) {
    mustResolve(`shops.${k}.companyId`, r["companyId"], companies, "companies");
    mustResolve(`shops.${k}.ownerId`, r["ownerId"], users, "users");
    mayResolve(`shops.${k}.payout_account_id`, r["payout_account_id"], s.finance.accounts, "finance.accounts");
  }
  for (const [k, r] of entries("goods", goods)) {
    mayResolve(`goods.${k}.ownerId`, r["ownerId"], users, "users");
    mayResolve(`goods.${k}.shopId`, r["shopId"], shops, "shops");
  }
  for (const [k, r] of entries("listings", s.listings)) {
    mustResolve(`listings.${k}.sn`, r["sn"], printers, "printers");
    mustResolve(`listings.${k}.goodsId`, r["goodsId"], goods, "goods");
  }
  for (const [k, r] of entries("printOrders", s.printOrders)) {
    mustResolve(`printOrders.${k}.userId`, r["userId"], users, "users");
    if (r["kind"] !== "recharge") device(`printOrders.${k}.sn`, r["sn"]);
    mayResolve(`printOrders.${k}.goodsId`, r["goodsId"], goods, "goods");
    mayResolve(`printOrders.${k}.coupon_id`, r["coupon_id"], s.customer.coupons, "customer.coupons");
    mayResolve(`printOrders.${k}.refundId`, r["refundId"], s.refunds, "refunds");
  }
  for (const [k, r] of entries("refunds", s.refunds)) {
    mustResolve(`refunds.${k}.userId`, r["userId"], users, "users");
    mayResolve(`refunds.${k}.shopId`, r["shopId"], shops, "shops");
    const [target, name] = refundTarget(s, r["order_type"]);
    mustResolve(`refunds.${k}.orderId`, r["orderId"], target, name);
  }
  for (const [k, r] of entries("ledger", s.ledger)) {
    const owner = (r["owner"] ?? {}) as Record<string, unknown>;
    const [target, name] = owner["kind"] === "shop" ? [shops, "shops"] : [users, "users"];
    mustResolve(`ledger.${k}.owner.id`, owner["id"], target, name);
  }
  for (const [k, r] of entries("activities", s.activities)) {
    mustResolve(`activities.${k}.shopId`, r["shopId"], shops, "shops");
    ids(`activities.${k}.joined`, r["joined"]).forEach((u, i) => mustResolve(`activities.${k}.joined.${i}`, u, users, "users"));
    ids(`activities.${k}.shopIds`, r["shopIds"]).forEach((id, i) => mustResolve(`activities.${k}.shopIds.${i}`, id, shops, "shops"));
    ids(`activities.${k}.sns`, r["sns"]).forEach((sn, i) => mustResolve(`activities.${k}.sns.${i}`, sn, printers, "printers"));
  }
  for (const [k, r] of entries("images", s.images)) {
    mustResolve(`images.${k}.goodsId`, r["goodsId"], goods, "goods");
    mustResolve(`images.${k}.ownerId`, r["ownerId"], users, "users");
  }
}

function checkCustomer(s: Store): void {
  const c = s.customer;
  for (const [k, r] of entries("customer.addresses", c.addresses)) mustResolve(`customer.addresses.${k}.userId`, r["userId"], s.users, "users");
  // A coupon's shops and printers may be gone since it was claimed (it then works on fewer): not followed.
  for (const [k, r] of entries("customer.couponOffers", c.couponOffers)) {
    mayResolve(`customer.couponOffers.${k}.companyId`, r["companyId"], s.companies, "companies");
    mayResolve(`customer.couponOffers.${k}.partnerId`, r["partnerId"], c.partners, "customer.partners");
    ids(`customer.couponOffers.${k}.shopIds`, r["shopIds"]).forEach((id, i) => mustResolve(`customer.couponOffers.${k}.shopIds.${i}`, id, s.shops, "shops"));
    ids(`customer.couponOffers.${k}.sns`, r["sns"]).forEach((sn, i) => mustResolve(`customer.couponOffers.${k}.sns.${i}`, sn, s.printers, "printers"));
  }
  for (const [k, r] of entries("customer.coupons", c.coupons)) {
    mustResolve(`customer.coupons.${k}.userId`, r["userId"], s.users, "users");
    mayResolve(`customer.coupons.${k}.offerId`, r["offerId"], c.couponOffers, "customer.couponOffers");
  }
  for (const [k, r] of entries("customer.prepays", c.prepays)) mustResolve(`customer.prepays.${k}.userId`, r["userId"], s.users, "users");
  for (const [k, id] of Object.entries(c.orderIdBySn)) mustResolve(`customer.orderIdBySn.${k}`, id, s.printOrders, "printOrders");
  for (const k of Object.keys(c.unpaid)) mustResolve(`customer.unpaid.${k}`, k, s.printOrders, "printOrders");
}

function checkMerchant(s: Store): void {
  const m = s.merchant;
  for (const [k, r] of entries("merchant.catalogue", m.catalogue)) mustResolve(`merchant.catalogue.${k}.categoryId`, r["categoryId"], m.categories, "merchant.categories");
  for (const [k, r] of entries("merchant.carts", m.carts)) {
    mustResolve(`merchant.carts.${k}.userId`, r["userId"], s.users, "users");
    mustResolve(`merchant.carts.${k}.goodsId`, r["goodsId"], m.catalogue, "merchant.catalogue");
  }
  for (const [k, r] of entries("merchant.purchaseOrders", m.purchaseOrders)) {
    mustResolve(`merchant.purchaseOrders.${k}.shopId`, r["shopId"], s.shops, "shops");
    mustResolve(`merchant.purchaseOrders.${k}.buyerId`, r["buyerId"], s.users, "users");
    mayResolve(`merchant.purchaseOrders.${k}.refundId`, r["refundId"], s.refunds, "refunds");
  }
  for (const [k, r] of entries("merchant.shipments", m.shipments)) mustResolve(`merchant.shipments.${k}.orderId`, r["orderId"], m.purchaseOrders, "merchant.purchaseOrders");
  for (const [k, r] of entries("merchant.downloads", m.downloads)) mustResolve(`merchant.downloads.${k}.userId`, r["userId"], s.users, "users");
}

function checkFinance(s: Store): void {
  const f = s.finance;
  for (const [k, r] of entries("finance.accounts", f.accounts)) mustResolve(`finance.accounts.${k}.userId`, r["userId"], s.users, "users");
  for (const [k, r] of entries("finance.withdrawals", f.withdrawals)) {
    mustResolve(`finance.withdrawals.${k}.userId`, r["userId"], s.users, "users");
    mustResolve(`finance.withdrawals.${k}.companyId`, r["companyId"], s.companies, "companies");
  }
  for (const [k, r] of entries("finance.esignFlows", f.esignFlows)) {
    mustResolve(`finance.esignFlows.${k}.userId`, r["userId"], s.users, "users");
    mustResolve(`finance.esignFlows.${k}.withdrawId`, r["withdrawId"], f.withdrawals, "finance.withdrawals");
  }
  for (const [k, r] of entries("finance.uploads", f.uploads)) mustResolve(`finance.uploads.${k}.userId`, r["userId"], s.users, "users");
  for (const [k, r] of entries("finance.invites", f.invites)) {
    mustResolve(`finance.invites.${k}.inviterId`, r["inviterId"], s.users, "users");
    mayResolve(`finance.invites.${k}.inviteeId`, r["inviteeId"], s.users, "users");
  }
}

function checkPhoto(s: Store): void {
  const p = s.photo;
  const byUser: [string, Records][] = [
    ["photo.works", p.works],
    ["photo.collects", p.collects],
    ["photo.signs", p.signs],
    ["photo.points", p.points],
    ["photo.lottery", p.lottery],
    ["photo.screens", p.screens],
  ];
  for (const [path, records] of byUser) {
    for (const [k, r] of entries(path, records)) mustResolve(`${path}.${k}.userId`, r["userId"], s.users, "users");
  }
  for (const [k, r] of entries("photo.collects", p.collects)) mustResolve(`photo.collects.${k}.workId`, r["workId"], p.works, "photo.works");
  for (const [k, r] of entries("photo.invites", p.invites)) mustResolve(`photo.invites.${k}.inviterId`, r["inviterId"], s.users, "users");
  for (const [k, r] of entries("photo.screens", p.screens)) mustResolve(`photo.screens.${k}.sn`, r["sn"], s.printers, "printers");
}

/** A record keyed by another record's id (a shop's settings, a company's account) must be keyed by it. */
function keyedBy(path: string, key: string, value: unknown): void {
  if (String(value) !== key) throw new Broken(path, `${JSON.stringify(value) ?? String(value)} differs from its key "${key}"`);
}

function checkPromo(s: Store): void {
  const p = s.promo;
  for (const [k, r] of entries("promo.submissions", p.submissions)) {
    mustResolve(`promo.submissions.${k}.activityId`, r["activityId"], s.activities, "activities");
    mustResolve(`promo.submissions.${k}.userId`, r["userId"], s.users, "users");
    mustResolve(`promo.submissions.${k}.orderId`, r["orderId"], s.printOrders, "printOrders");
    mustResolve(`promo.submissions.${k}.shopId`, r["shopId"], s.shops, "shops");
    mayResolve(`promo.submissions.${k}.auditorId`, r["auditorId"], s.users, "users");
    mayResolve(`promo.submissions.${k}.ledgerId`, r["ledgerId"], s.ledger, "ledger");
  }
  for (const [k, r] of entries("promo.weixinAccounts", p.weixinAccounts)) {
    keyedBy(`promo.weixinAccounts.${k}.companyId`, k, r["companyId"]);
    mustResolve(`promo.weixinAccounts.${k}.companyId`, r["companyId"], s.companies, "companies");
  }
}

function checkShopAdmin(s: Store): void {
  const a = s.shopAdmin;
  for (const [k, r] of entries("shopAdmin.photo", a.photo)) {
    keyedBy(`shopAdmin.photo.${k}.shopId`, k, r["shopId"]);
    mustResolve(`shopAdmin.photo.${k}.shopId`, r["shopId"], s.shops, "shops");
    mayResolve(`shopAdmin.photo.${k}.frameId`, r["frameId"], a.frames, "shopAdmin.frames");
  }
  // Issue 17: a frame is drawn (style) or an uploaded picture, whose upload must exist.
  for (const [k, r] of entries("shopAdmin.frames", a.frames)) {
    if (r["style"] !== null) continue;
    const upload = typeof r["image_url"] === "string" ? /^\/mock\/uploads\/([0-9a-f]{24})\.(?:png|jpg)$/.exec(r["image_url"])?.[1] : undefined;
    if (upload === undefined) throw new Broken(`shopAdmin.frames.${k}.image_url`, "a frame without a style must be an uploaded picture (/mock/uploads/…)");
    mustResolve(`shopAdmin.frames.${k}.image_url`, upload, s.finance.uploads, "finance.uploads");
  }
  for (const [k, r] of entries("shopAdmin.invitations", a.invitations)) {
    mustResolve(`shopAdmin.invitations.${k}.companyId`, r["companyId"], s.companies, "companies");
    mustResolve(`shopAdmin.invitations.${k}.inviterId`, r["inviterId"], s.users, "users");
    mayResolve(`shopAdmin.invitations.${k}.userId`, r["userId"], s.users, "users");
  }
}

function checkPlatform(s: Store): void {
  for (const [k, r] of entries("platform.audit", s.platform.audit)) mustResolve(`platform.audit.${k}.actorId`, r["actorId"], s.users, "users");
  for (const [k, r] of entries("platform.settingsSaved", s.platform.settingsSaved)) mustResolve(`platform.settingsSaved.${k}.userId`, r["userId"], s.users, "users");
}

/** Throws Broken at the first reference that names no record. */
export function checkRefs(s: Store): void {
  checkCore(s);
  checkCustomer(s);
  checkMerchant(s);
  checkFinance(s);
  checkPhoto(s);
  checkPromo(s);
  checkShopAdmin(s);
  checkPlatform(s);
}
