import { after, before, describe, it, mock } from "node:test";
import assert from "node:assert/strict";
import { setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let Img: typeof import("../../../web/src/components/image.tsx").Img;

before(async () => {
  h = await setupComponents();
  ({ Img } = await import("../../../web/src/components/image.tsx"));
});
after(() => h.close());

const box = (root: ParentNode) => root.querySelector<HTMLElement>(".img");

describe("Img", () => {
  it("reserves the aspect ratio, loads lazily and shimmers until loaded", async () => {
    const m = await h.mount(<Img src="/p/1.png" alt="兔子糖画" ratio="3 / 4" />);
    const img = m.container.querySelector("img");
    assert.ok(img);
    assert.equal(img.getAttribute("alt"), "兔子糖画");
    assert.equal(img.getAttribute("loading"), "lazy");
    assert.equal(img.getAttribute("decoding"), "async");
    assert.equal(box(m.container)?.style.aspectRatio, "3 / 4");
    assert.ok(box(m.container)?.classList.contains("img--loading"));
    await h.act(async () => void img.dispatchEvent(new Event("load")));
    assert.ok(box(m.container)?.classList.contains("img--loaded"));
    await m.unmount();
  });

  it("on error warns (§8) and shows a neutral fallback named by alt", async () => {
    const warn = mock.method(console, "warn", (..._args: unknown[]) => {});
    try {
      const m = await h.mount(<Img src="/missing.png" alt="头像" />);
      const img = m.container.querySelector("img");
      await h.act(async () => void img?.dispatchEvent(new Event("error")));
      assert.equal(warn.mock.callCount(), 1);
      assert.ok(warn.mock.calls[0]?.arguments.includes("/missing.png"));
      assert.equal(m.container.querySelector("img"), null);
      const fallback = m.container.querySelector(".img__fallback");
      assert.equal(fallback?.getAttribute("role"), "img");
      assert.equal(fallback?.getAttribute("aria-label"), "头像");
      assert.ok(fallback?.querySelector("svg"));

      // A new src tries again.
      await m.render(<Img src="/p/2.png" alt="头像" />);
      assert.equal(m.container.querySelector("img")?.getAttribute("src"), "/p/2.png");
      assert.ok(box(m.container)?.classList.contains("img--loading"));
      await m.unmount();
    } finally {
      warn.mock.restore();
    }
  });

  it("without a src shows the fallback without warning", async () => {
    const warn = mock.method(console, "warn", (..._args: unknown[]) => {});
    try {
      const m = await h.mount(<Img src={null} alt="" ratio={1} />);
      assert.equal(m.container.querySelector("img"), null);
      assert.equal(m.container.querySelector(".img__fallback")?.getAttribute("aria-hidden"), "true");
      assert.equal(warn.mock.callCount(), 0);
      await m.unmount();
    } finally {
      warn.mock.restore();
    }
  });
});
