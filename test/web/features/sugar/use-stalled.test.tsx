/**
 * "No progress for N s" on the waiting page (issue 11): useStalled says true once its key stayed
 * the same for the time given, starts again on every change, and never while nothing is watched.
 * Mocked timers (node:test's mock.timers), so a loaded CI machine cannot let the second window's
 * timer fire before the first assertion; the page uses STALL_MS, 30 s.
 */
import { after, afterEach, beforeEach, mock, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../../helpers/dom.ts";
import { mount, type Mounted } from "../../../helpers/render.tsx";

const dom = installDom("http://localhost:3000/sugar/waiting?sn=SIM-0001");
const { act, useState } = await import("react");
const { useStalled } = await import("../../../../web/src/features/sugar/components/waiting-actions.tsx");

const WINDOW_MS = 120;
let mounted: Mounted | undefined;
let setKey: (k: string | null) => void = () => {};

function Probe({ initial }: { initial: string | null }) {
  const [key, set] = useState<string | null>(initial);
  setKey = set;
  return <p id="stalled">{useStalled(key, WINDOW_MS) ? "stalled" : "moving"}</p>;
}
const shown = () => document.getElementById("stalled")?.textContent;
const pause = (ms: number) => act(async () => mock.timers.tick(ms));

beforeEach(() => mock.timers.enable({ apis: ["setTimeout"] }));
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  mock.timers.reset();
});
after(async () => {
  await dom.close();
});

test("the same key for the whole window: stalled; a change starts the count again", async () => {
  mounted = await mount(<Probe initial="idle:0" />);
  assert.equal(shown(), "moving");
  await pause(WINDOW_MS / 2);
  await act(async () => setKey("idle:1")); // progress half-way
  await pause(WINDOW_MS * 0.75);
  assert.equal(shown(), "moving", "the count started again at the change");
  await pause(WINDOW_MS / 4 - 1);
  assert.equal(shown(), "moving", "1 ms before the window ends");
  await pause(1);
  assert.equal(shown(), "stalled", "stalled after a whole window without change");
  await act(async () => setKey("printing:100"));
  assert.equal(shown(), "moving", "a change clears it at once");
});

test("nothing watched (null): never stalled", async () => {
  mounted = await mount(<Probe initial={null} />);
  await pause(WINDOW_MS * 2);
  assert.equal(shown(), "moving");
});
