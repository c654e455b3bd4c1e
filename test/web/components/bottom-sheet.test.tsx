import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { useState } from "react";
import { click, key, setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let BottomSheet: typeof import("../../../web/src/components/bottom-sheet.tsx").BottomSheet;

before(async () => {
  h = await setupComponents();
  ({ BottomSheet } = await import("../../../web/src/components/bottom-sheet.tsx"));
});
after(() => h.close());

function Harnessed({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <BottomSheet
        open={open}
        onClose={() => {
          setOpen(false);
          onClosed?.();
        }}
        title="支付订单"
        footer={<button type="button">pay</button>}
      >
        <p>body text</p>
      </BottomSheet>
    </>
  );
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

describe("BottomSheet", () => {
  it("renders nothing while closed", async () => {
    const m = await h.mount(<Harnessed />);
    assert.equal(dialog(), null);
    await m.unmount();
  });

  it("opens as a labelled modal dialog in a portal, takes focus and locks scroll", async () => {
    const m = await h.mount(<Harnessed />);
    const opener = m.container.querySelector<HTMLButtonElement>("#opener");
    opener?.focus();
    await h.act(async () => click(opener));
    const d = dialog();
    assert.ok(d, "dialog rendered");
    assert.equal(d.getAttribute("aria-modal"), "true");
    assert.equal(m.container.contains(d), false, "rendered outside the React container (portal)");
    assert.equal(d.closest("body"), document.body);
    const labelId = d.getAttribute("aria-labelledby");
    assert.ok(labelId);
    assert.equal(document.getElementById(labelId)?.textContent, "支付订单");
    assert.ok(d.textContent?.includes("body text"));
    assert.ok(d.contains(document.activeElement), "focus moved into the sheet");
    assert.equal(document.body.style.overflow, "hidden");
    assert.equal(d.querySelector("button[aria-label]")?.getAttribute("aria-label"), "关闭");
    await m.unmount();
    assert.equal(document.body.style.overflow, "", "scroll lock released on unmount");
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    let closed = 0;
    const m = await h.mount(<Harnessed onClosed={() => closed++} />);
    const opener = m.container.querySelector<HTMLButtonElement>("#opener");
    opener?.focus();
    await h.act(async () => click(opener));
    assert.ok(dialog());
    await h.act(async () => key(document, "Escape"));
    assert.equal(closed, 1);
    assert.equal(dialog(), null);
    assert.equal(document.body.style.overflow, "");
    assert.equal(document.activeElement, opener);
    await m.unmount();
  });

  it("closes on a backdrop tap but not on a tap inside the sheet, nor on a double tap's second tap", async (t) => {
    t.mock.timers.enable({ apis: ["Date"], now: 1_000_000 });
    let closed = 0;
    const m = await h.mount(<Harnessed onClosed={() => closed++} />);
    await h.act(async () => click(m.container.querySelector("#opener")));
    // The opener double-tapped: its second tap, 150 ms later, lands on the backdrop now over it.
    t.mock.timers.tick(150);
    await h.act(async () => click(document.querySelector(".bottom-sheet__backdrop")));
    assert.equal(closed, 0, "a double tap leaves the sheet open");
    await h.act(async () => click(dialog()?.querySelector("p") ?? null));
    assert.equal(closed, 0);
    assert.ok(dialog());
    t.mock.timers.tick(1_000);
    await h.act(async () => click(document.querySelector(".bottom-sheet__backdrop")));
    assert.equal(closed, 1);
    assert.equal(dialog(), null);
    await m.unmount();
  });

  it("closes from its close button", async () => {
    const m = await h.mount(<Harnessed />);
    await h.act(async () => click(m.container.querySelector("#opener")));
    await h.act(async () => click(dialog()?.querySelector('button[aria-label="关闭"]') ?? null));
    assert.equal(dialog(), null);
    await m.unmount();
  });

  it("Escape closes only the top sheet when two are open", async () => {
    const closed: string[] = [];
    function Two() {
      const [a, setA] = useState(true);
      const [b, setB] = useState(true);
      return (
        <>
          <BottomSheet open={a} onClose={() => (closed.push("a"), setA(false))} title="A" />
          <BottomSheet open={b} onClose={() => (closed.push("b"), setB(false))} title="B" />
        </>
      );
    }
    const m = await h.mount(<Two />);
    assert.equal(document.querySelectorAll('[role="dialog"]').length, 2);
    await h.act(async () => key(document, "Escape"));
    assert.deepEqual(closed, ["b"]);
    assert.equal(document.body.style.overflow, "hidden", "still locked by the remaining sheet");
    await h.act(async () => key(document, "Escape"));
    assert.deepEqual(closed, ["b", "a"]);
    assert.equal(document.body.style.overflow, "");
    await m.unmount();
  });

  it("uses label as the accessible name when there is no title", async () => {
    const m = await h.mount(<BottomSheet open onClose={() => {}} label="图案详情" />);
    assert.equal(dialog()?.getAttribute("aria-label"), "图案详情");
    assert.equal(dialog()?.getAttribute("aria-labelledby"), null);
    await m.unmount();
  });
});
