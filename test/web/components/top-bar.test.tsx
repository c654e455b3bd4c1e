import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { click, setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let TopBar: typeof import("../../../web/src/components/top-bar.tsx").TopBar;

before(async () => {
  h = await setupComponents("http://localhost:3000/admin/store");
  ({ TopBar } = await import("../../../web/src/components/top-bar.tsx"));
});
after(() => h.close());

/** Renders inside a memory router (wouter's browser hook needs window listeners happy-dom's globals lack). */
const at = (path: string, node: ReactNode) => <Router hook={memoryLocation({ path }).hook}>{node}</Router>;

const back = () => document.querySelector<HTMLButtonElement>('header button[aria-label="返回"]');

describe("TopBar", () => {
  it("shows the title as a heading and fills the left and right slots", async () => {
    const m = await h.mount(at("/admin/store", <TopBar title="耗材商城" left={<a href="/help">帮助</a>} right={<button type="button">分享</button>} />));
    assert.equal(m.container.querySelector("header h1")?.textContent, "耗材商城");
    assert.ok(back(), "back control by default");
    assert.equal(m.container.querySelector(".top-bar__left a")?.textContent, "帮助");
    assert.equal(m.container.querySelector(".top-bar__right button")?.textContent, "分享");
    await m.unmount();
  });

  it("hides back with back={false} and renders no empty heading", async () => {
    const m = await h.mount(at("/", <TopBar back={false} />));
    assert.equal(back(), null);
    assert.equal(m.container.querySelector("h1"), null);
    await m.unmount();
  });

  it("without history, back goes to backHref (replacing the entry)", async () => {
    assert.equal(window.history.length, 1);
    const loc = memoryLocation({ path: "/admin/store/cart", record: true });
    const m = await h.mount(
      <Router hook={loc.hook}>
        <TopBar title="购物车" backHref="/admin/user" />
      </Router>,
    );
    await h.act(async () => click(back()));
    assert.deepEqual(loc.history, ["/admin/user"], "replaced, so back does not return here");
    await m.unmount();
  });

  it("without history or backHref, back goes home", async () => {
    const loc = memoryLocation({ path: "/about", record: true });
    const m = await h.mount(
      <Router hook={loc.hook}>
        <TopBar title="关于" />
      </Router>,
    );
    await h.act(async () => click(back()));
    assert.deepEqual(loc.history, ["/"]);
    await m.unmount();
  });

  it("with an entry of the app behind, back calls history.back()", async () => {
    window.history.pushState({ tanghuaDepth: 1 }, "", "/admin/store/cart");
    assert.ok(window.history.length > 1);
    const realBack = window.history.back.bind(window.history);
    let backs = 0;
    window.history.back = () => void backs++;
    try {
      const loc = memoryLocation({ path: "/admin/store/cart", record: true });
      const m = await h.mount(
        <Router hook={loc.hook}>
          <TopBar title="购物车" backHref="/admin/user" />
        </Router>,
      );
      await h.act(async () => click(back()));
      assert.equal(backs, 1);
      assert.deepEqual(loc.history, ["/admin/store/cart"], "no navigation of its own");
      await m.unmount();
    } finally {
      window.history.back = realBack;
    }
  });

  it("history of other pages only (a scan after about:blank): back goes to backHref, and back=\"in-app\" shows none", async () => {
    window.history.pushState(null, "", "/sugar?sn=SIM-0001");
    assert.ok(window.history.length > 1, "the browser has entries, none of them the app's");
    const loc = memoryLocation({ path: "/sugar/order", record: true });
    const m = await h.mount(
      <Router hook={loc.hook}>
        <TopBar title="订单" backHref="/sugar?sn=SIM-0001" />
      </Router>,
    );
    await h.act(async () => click(back()));
    assert.deepEqual(loc.history, ["/sugar?sn=SIM-0001"], "replaced by backHref, not history.back()");
    await m.unmount();
    const shell = await h.mount(at("/sugar", <TopBar title="糖画" back="in-app" />));
    assert.equal(back(), null, "the scan landing page has no back arrow");
    await shell.unmount();
    window.history.replaceState({ tanghuaDepth: 2 }, "", "/sugar?sn=SIM-0001");
    const deeper = await h.mount(at("/sugar", <TopBar title="糖画" back="in-app" />));
    assert.ok(back(), "an in-app entry behind: back shows");
    await deeper.unmount();
    window.history.replaceState(null, "", "/sugar?sn=SIM-0001");
  });

  it("onBack replaces the default behaviour", async () => {
    let calls = 0;
    const m = await h.mount(at("/x", <TopBar title="x" onBack={() => calls++} />));
    await h.act(async () => click(back()));
    assert.equal(calls, 1);
    await m.unmount();
  });
});
