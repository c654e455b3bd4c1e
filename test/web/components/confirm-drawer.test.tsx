import { after, before, describe, it, mock } from "node:test";
import assert from "node:assert/strict";
import { useState } from "react";
import { byText, click, key, setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let ConfirmDrawer: typeof import("../../../web/src/components/confirm-drawer.tsx").ConfirmDrawer;

before(async () => {
  h = await setupComponents();
  ({ ConfirmDrawer } = await import("../../../web/src/components/confirm-drawer.tsx"));
});
after(() => h.close());

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Host({ onConfirm, onClosed }: { onConfirm: () => Promise<void> | void; onClosed?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDrawer
      open={open}
      title="删除图案"
      message="删除后无法恢复"
      confirmLabel="删除"
      danger
      onConfirm={onConfirm}
      onClose={() => {
        setOpen(false);
        onClosed?.();
      }}
    />
  );
}

const drawer = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const confirmButton = () => byText<HTMLButtonElement>(document, "button", "删除");
const cancelButton = () => byText<HTMLButtonElement>(document, "button", "取消");

describe("ConfirmDrawer", () => {
  it("asks with title, message and labelled buttons; focus starts on cancel", async () => {
    const m = await h.mount(<Host onConfirm={() => {}} />);
    const d = drawer();
    assert.ok(d);
    assert.equal(d.getAttribute("aria-modal"), "true");
    assert.equal(document.getElementById(d.getAttribute("aria-labelledby") ?? "")?.textContent, "删除图案");
    assert.equal(document.getElementById(d.getAttribute("aria-describedby") ?? "")?.textContent, "删除后无法恢复");
    assert.ok(confirmButton()?.className.includes("button--danger"));
    assert.equal(document.activeElement, cancelButton());
    await m.unmount();
  });

  it("cancel closes without confirming", async () => {
    let confirmed = 0;
    const m = await h.mount(<Host onConfirm={() => void confirmed++} />);
    await h.act(async () => click(cancelButton()));
    assert.equal(confirmed, 0);
    assert.equal(drawer(), null);
    await m.unmount();
  });

  it("is busy while onConfirm runs, ignores a second tap and closes on success", async () => {
    const d = deferred();
    let calls = 0;
    let closed = 0;
    const m = await h.mount(
      <Host
        onConfirm={() => {
          calls++;
          return d.promise;
        }}
        onClosed={() => closed++}
      />,
    );
    await h.act(async () => {
      click(confirmButton());
      click(confirmButton());
    });
    assert.equal(calls, 1, "no double submit");
    const btn = confirmButton();
    assert.equal(btn?.disabled, true);
    assert.equal(btn?.getAttribute("aria-busy"), "true");
    assert.equal(cancelButton()?.disabled, true);
    // Escape and backdrop do not close it mid-action.
    await h.act(async () => key(document, "Escape"));
    await h.act(async () => click(document.querySelector(".bottom-sheet__backdrop")));
    assert.ok(drawer());
    assert.equal(closed, 0);
    await h.act(async () => {
      d.resolve();
      await d.promise;
    });
    assert.equal(closed, 1);
    assert.equal(drawer(), null);
    await m.unmount();
  });

  it("logs a failure with console.error, stops and stays open for another try (§8)", async () => {
    const errorSpy = mock.method(console, "error", (..._args: unknown[]) => {});
    try {
      let attempts = 0;
      let closed = 0;
      const boom = new Error("delete failed");
      const m = await h.mount(
        <Host
          onConfirm={async () => {
            attempts++;
            if (attempts === 1) throw boom;
          }}
          onClosed={() => closed++}
        />,
      );
      await h.act(async () => click(confirmButton()));
      assert.equal(errorSpy.mock.callCount(), 1);
      assert.ok(errorSpy.mock.calls[0]?.arguments.includes(boom));
      assert.ok(drawer(), "still open");
      assert.equal(closed, 0);
      assert.equal(confirmButton()?.disabled, false, "no longer busy");
      await h.act(async () => click(confirmButton()));
      assert.equal(attempts, 2);
      assert.equal(closed, 1);
      assert.equal(drawer(), null);
      await m.unmount();
    } finally {
      errorSpy.mock.restore();
    }
  });

  it("holds a decision's fields; onConfirm answering false keeps it open without an error, then a true try closes it", async () => {
    const errorSpy = mock.method(console, "error", (..._args: unknown[]) => {});
    try {
      let remark = "";
      let closed = 0;
      function WithField() {
        const [open, setOpen] = useState(true);
        return (
          <ConfirmDrawer open={open} title="拒绝退款" confirmLabel="删除" onConfirm={() => (remark === "" ? false : undefined)} onClose={() => (setOpen(false), closed++)}>
            <label>
              拒绝原因
              <textarea name="remark" />
            </label>
          </ConfirmDrawer>
        );
      }
      const m = await h.mount(<WithField />);
      assert.ok(drawer()?.querySelector('textarea[name="remark"]'), "the field is inside the dialog");
      await h.act(async () => click(confirmButton()));
      assert.ok(drawer(), "still open");
      assert.equal(closed, 0);
      assert.equal(errorSpy.mock.callCount(), 0, "not a failure");
      assert.equal(confirmButton()?.disabled, false);
      remark = "照片与订单不符";
      await h.act(async () => click(confirmButton()));
      assert.equal(closed, 1);
      await m.unmount();
    } finally {
      errorSpy.mock.restore();
    }
  });

  it("a synchronous throw is handled the same way", async () => {
    const errorSpy = mock.method(console, "error", (..._args: unknown[]) => {});
    try {
      const m = await h.mount(
        <Host
          onConfirm={() => {
            throw new Error("sync");
          }}
        />,
      );
      await h.act(async () => click(confirmButton()));
      assert.equal(errorSpy.mock.callCount(), 1);
      assert.ok(drawer());
      await m.unmount();
    } finally {
      errorSpy.mock.restore();
    }
  });
});
