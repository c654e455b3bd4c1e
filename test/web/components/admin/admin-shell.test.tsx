/**
 * The admin shell: every admin area in the navigation (the platform only for admins), the
 * current one marked, the company from the session, the way back to the customer side; pages
 * framed with a menu button (phone) or a back control (detail).
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { setupComponents, type Harness } from "../harness.tsx";

let h: Harness;
let AdminShell: typeof import("../../../../web/src/components/admin/admin-shell.tsx").AdminShell;
let AdminPage: typeof import("../../../../web/src/components/admin/admin-page.tsx").AdminPage;
let StaticSession: typeof import("../../../../web/src/lib/session.tsx").StaticSession;
type Session = import("../../../../web/src/lib/session.tsx").Session;

before(async () => {
  h = await setupComponents();
  const { loadNamespace } = await import("../../../../web/src/lib/i18n/core.ts");
  await loadNamespace("zh-CN", "admin");
  ({ AdminShell } = await import("../../../../web/src/components/admin/admin-shell.tsx"));
  ({ AdminPage } = await import("../../../../web/src/components/admin/admin-page.tsx"));
  ({ StaticSession } = await import("../../../../web/src/lib/session.tsx"));
});
after(() => h.close());

const base = { email: "", wx_openid: "", create_time: 1700000000, total_money: "0.00", nickname: "陈店长", mobile: "13800000005" };

function session(user: Record<string, unknown>): Session {
  return {
    status: "ready",
    user: user as unknown as Session["user"],
    company: { id: 1, name: "糖画科技", logo_url: "" },
    refresh: async () => null,
    signIn: async () => null,
    signOut: () => {},
  };
}

async function shellAt(path: string, user: Record<string, unknown>) {
  const loc = memoryLocation({ path });
  return h.mount(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      <StaticSession value={session(user)}>
        <AdminShell>
          <AdminPage title="糖画订单">body</AdminPage>
        </AdminShell>
      </StaticSession>
    </Router>,
  );
}

const navLinks = (root: ParentNode) => [...root.querySelectorAll<HTMLAnchorElement>(".admin-shell__side .admin-nav__link")].map((a) => a.textContent);

test("an owner: every merchant area, the current one marked, the company and the way out", async () => {
  const m = await shellAt("/admin/order/detail", { ...base, id: 5, level_type: 0, company: { id: 1, name: "糖画科技", role: "owner" } });
  assert.deepEqual(navLinks(m.container), ["经营概览", "糖画订单", "照片订单", "设备管理", "照片设备", "店铺管理", "营销活动", "优惠券", "我的资金", "耗材商城", "返回用户端"]);
  assert.equal(m.container.querySelector('.admin-shell__side [aria-current="page"]')?.textContent, "糖画订单");
  assert.ok(m.container.textContent?.includes("商家后台 · 店主"));
  assert.equal(m.container.querySelector(".admin-shell__side a[href='/']")?.textContent, "返回用户端");
  assert.ok(document.documentElement.classList.contains("admin-root"), "the admin takes the desk's width");
  assert.equal(m.container.querySelector("h1")?.textContent, "糖画订单");
  assert.ok(m.container.querySelector('button[aria-label="打开菜单"]'), "an index page opens the menu");
  await m.unmount();
  assert.ok(!document.documentElement.classList.contains("admin-root"), "the customer's column comes back");
});

test("an admin also sees the platform", async () => {
  const m = await shellAt("/admin/dashboard", { ...base, id: 3, level_type: 3, company: { id: 1, name: "糖画科技", role: "operator" } });
  assert.ok(navLinks(m.container).includes("平台管理"));
  assert.ok(m.container.textContent?.includes("平台管理员"));
  await m.unmount();
});

test("the phone's menu opens as a dialog with the same areas", async () => {
  const m = await shellAt("/admin/dashboard", { ...base, id: 5, level_type: 0, company: { id: 1, name: "糖画科技", role: "owner" } });
  await h.act(async () => (m.container.querySelector('button[aria-label="打开菜单"]') as HTMLButtonElement).click());
  const dialog = document.querySelector(".admin-nav-drawer [role='dialog']");
  assert.ok(dialog, "the menu");
  assert.ok([...dialog.querySelectorAll("a")].some((a) => a.textContent === "耗材商城"));
  await m.unmount();
});
