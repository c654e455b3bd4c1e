/** usePoll rendered with React: asks on its rhythm only while active, stops on unmount, and can pause while the tab is hidden. */
import { after, afterEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../helpers/dom.ts";
import { mount, waitFor, type Mounted } from "../../helpers/render.tsx";

const dom = installDom("http://localhost:3000/");
const { act, useState } = await import("react");
const { usePoll } = await import("../../../web/src/lib/use-poll.ts");

const EVERY_MS = 25;
let mounted: Mounted | undefined;
let calls = 0;
/** Stable, as useApi's reload is. */
const reload = async () => void (calls += 1);

function Poller({ active, pauseWhileHidden }: { active: boolean; pauseWhileHidden?: boolean }) {
  usePoll(reload, active, EVERY_MS, { pauseWhileHidden });
  return null;
}
/** One mounted poller whose `active` a test switches. */
let setActive: (active: boolean) => void = () => {};
function Switchable() {
  const [active, set] = useState(false);
  setActive = set;
  return <Poller active={active} />;
}
const pause = (ms: number) => act(async () => void (await new Promise((r) => setTimeout(r, ms))));
const setHidden = (hidden: boolean) =>
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });

afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  calls = 0;
  setHidden(false);
});

after(async () => {
  await dom.close();
});

describe("usePoll", () => {
  test("asks while active, not while inactive, and stops when it turns inactive", async () => {
    mounted = await mount(<Switchable />);
    await pause(EVERY_MS * 4);
    assert.equal(calls, 0, "inactive: no asks");
    await act(async () => setActive(true));
    await waitFor(() => calls >= 2, "two asks while active");
    await act(async () => setActive(false));
    const atStop = calls;
    await pause(EVERY_MS * 4);
    assert.equal(calls, atStop, "inactive again: no more asks");
  });

  test("unmounting stops the asks", async () => {
    mounted = await mount(<Poller active />);
    await waitFor(() => calls >= 1, "an ask");
    await mounted.unmount();
    mounted = undefined;
    const atUnmount = calls;
    await pause(EVERY_MS * 4);
    assert.equal(calls, atUnmount);
  });

  test("pauseWhileHidden: no asks while the tab is hidden, asks again once it shows", async () => {
    setHidden(true);
    mounted = await mount(<Poller active pauseWhileHidden />);
    await pause(EVERY_MS * 4);
    assert.equal(calls, 0, "hidden: paused");
    setHidden(false);
    await waitFor(() => calls >= 1, "visible: asks");
  });

  test("without pauseWhileHidden a hidden tab still asks (a payment must be seen)", async () => {
    setHidden(true);
    mounted = await mount(<Poller active />);
    await waitFor(() => calls >= 1, "asks while hidden");
  });
});
