import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { useState } from "react";
import { click, key, setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let Tabs: typeof import("../../../web/src/components/tabs.tsx").Tabs;

before(async () => {
  h = await setupComponents();
  ({ Tabs } = await import("../../../web/src/components/tabs.tsx"));
});
after(() => h.close());

type Key = "plaza" | "draw" | "mine" | "off";
const ITEMS = [
  { key: "plaza", label: "广场" },
  { key: "draw", label: "绘画" },
  { key: "off", label: "停用", disabled: true },
  { key: "mine", label: "我的" },
] as const;

function Host({ changes }: { changes: Key[] }) {
  const [value, setValue] = useState<Key>("plaza");
  return (
    <Tabs<Key>
      items={ITEMS}
      value={value}
      label="图案分类"
      idPrefix="t"
      onChange={(k) => {
        changes.push(k);
        setValue(k);
      }}
    />
  );
}

const tabs = () => [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = () => tabs().filter((t) => t.getAttribute("aria-selected") === "true").map((t) => t.textContent);

describe("Tabs", () => {
  it("renders a labelled tablist with one selected tab in the Tab order", async () => {
    const m = await h.mount(<Host changes={[]} />);
    const list = document.querySelector('[role="tablist"]');
    assert.equal(list?.getAttribute("aria-label"), "图案分类");
    assert.deepEqual(tabs().map((t) => t.textContent), ["广场", "绘画", "停用", "我的"]);
    assert.deepEqual(selected(), ["广场"]);
    assert.deepEqual(tabs().map((t) => t.tabIndex), [0, -1, -1, -1]);
    assert.equal(tabs()[0]?.id, "t-tab-plaza");
    assert.equal(tabs()[0]?.getAttribute("aria-controls"), "t-panel-plaza");
    await m.unmount();
  });

  it("selects on click", async () => {
    const changes: Key[] = [];
    const m = await h.mount(<Host changes={changes} />);
    await h.act(async () => click(tabs()[1] ?? null));
    assert.deepEqual(changes, ["draw"]);
    assert.deepEqual(selected(), ["绘画"]);
    assert.equal(tabs()[1]?.tabIndex, 0);
    await m.unmount();
  });

  it("moves and selects with arrows (wrapping, skipping disabled), Home and End", async () => {
    const changes: Key[] = [];
    const m = await h.mount(<Host changes={changes} />);
    tabs()[0]?.focus();
    await h.act(async () => key(document.activeElement, "ArrowRight"));
    assert.deepEqual(selected(), ["绘画"]);
    assert.equal(document.activeElement?.textContent, "绘画");
    await h.act(async () => key(document.activeElement, "ArrowRight"));
    assert.deepEqual(selected(), ["我的"], "disabled tab skipped");
    await h.act(async () => key(document.activeElement, "ArrowRight"));
    assert.deepEqual(selected(), ["广场"], "wraps to the first");
    await h.act(async () => key(document.activeElement, "ArrowLeft"));
    assert.deepEqual(selected(), ["我的"], "wraps to the last");
    await h.act(async () => key(document.activeElement, "Home"));
    assert.deepEqual(selected(), ["广场"]);
    await h.act(async () => key(document.activeElement, "End"));
    assert.deepEqual(selected(), ["我的"]);
    assert.equal(document.activeElement?.textContent, "我的");
    assert.deepEqual(changes, ["draw", "mine", "plaza", "mine", "plaza", "mine"]);
    await m.unmount();
  });

  it("ignores other keys", async () => {
    const changes: Key[] = [];
    const m = await h.mount(<Host changes={changes} />);
    tabs()[0]?.focus();
    await h.act(async () => key(document.activeElement, "ArrowDown"));
    await h.act(async () => key(document.activeElement, "a"));
    assert.deepEqual(changes, []);
    await m.unmount();
  });
});
