import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { click, setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let mod: typeof import("../../../web/src/components/tab-bar.tsx");

before(async () => {
  h = await setupComponents();
  mod = await import("../../../web/src/components/tab-bar.tsx");
});
after(() => h.close());

function items(cart: number) {
  return [
    { key: "store", label: "商城", href: "/admin/store", icon: <svg /> },
    { key: "cart", label: "购物车", href: "/admin/store/cart", badge: cart },
    { key: "order", label: "订单", href: "/admin/store/order" },
  ] as const;
}

describe("TabBar", () => {
  it("links every item, marks the active one with aria-current and shows the badge", async () => {
    const loc = memoryLocation({ path: "/admin/store/cart", record: true });
    const { TabBar } = mod;
    const m = await h.mount(
      <Router hook={loc.hook}>
        <TabBar items={items(3)} active="cart" label="商城导航" />
      </Router>,
    );
    const nav = document.querySelector("nav");
    assert.equal(nav?.getAttribute("aria-label"), "商城导航");
    const links = [...document.querySelectorAll<HTMLAnchorElement>("nav a")];
    assert.deepEqual(links.map((a) => a.getAttribute("href")), ["/admin/store", "/admin/store/cart", "/admin/store/order"]);
    assert.deepEqual(links.map((a) => a.getAttribute("aria-current")), [null, "page", null]);
    assert.equal(links[1]?.querySelector(".tab-bar__badge")?.textContent, "3");
    assert.equal(links[0]?.querySelector(".tab-bar__badge"), null);
    assert.equal(links[2]?.querySelector(".tab-bar__badge"), null);
    assert.ok(links[0]?.querySelector(".tab-bar__icon svg"));
    // §9: the bar is CART_TAB_HEIGHT tall.
    const bar = document.querySelector<HTMLElement>(".tab-bar");
    assert.equal(bar?.style.getPropertyValue("--tab-bar-height"), "3.75rem");

    await h.act(async () => click(links[2] ?? null));
    assert.equal(loc.history.at(-1), "/admin/store/order", "client-side navigation");
    await m.unmount();
  });

  it("caps the badge at 99+ and hides it at 0", async () => {
    const { TabBar } = mod;
    const loc = memoryLocation({ path: "/x" });
    const m = await h.mount(
      <Router hook={loc.hook}>
        <TabBar items={items(150)} active="store" />
      </Router>,
    );
    assert.equal(document.querySelector(".tab-bar__badge")?.textContent, "99+");
    await m.render(
      <Router hook={loc.hook}>
        <TabBar items={items(0)} active="store" />
      </Router>,
    );
    assert.equal(document.querySelector(".tab-bar__badge"), null);
    await m.unmount();
  });

  it("badgeText", () => {
    for (const [n, s] of [[1, "1"], [99, "99"], [100, "99+"], [12345, "99+"]] as const) assert.equal(mod.badgeText(n), s);
  });
});
