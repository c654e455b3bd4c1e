/**
 * The platform's decision drawer (issue 17): a refusal cannot be sent without its reason (the
 * drawer stays open, saying so); a decision the server refuses because the record moved on
 * (another admin decided first: an errorCode answer) closes the drawer, its message being the
 * client's toast; a network failure keeps it open with what was typed (§8).
 */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { useState } from "react";
import { byText, click, setupComponents, type Harness } from "../../components/harness.tsx";

let h: Harness;
let DecideDrawer: typeof import("../../../../web/src/features/admin-x/components/decide-drawer.tsx").DecideDrawer;
let RequestError: typeof import("../../../../web/src/lib/http.ts").RequestError;

before(async () => {
  h = await setupComponents();
  const { loadNamespace } = await import("../../../../web/src/lib/i18n/core.ts");
  await loadNamespace("zh-CN", "admin-x");
  ({ DecideDrawer } = await import("../../../../web/src/features/admin-x/components/decide-drawer.tsx"));
  ({ RequestError } = await import("../../../../web/src/lib/http.ts"));
});
after(() => h.close());

function Host({ onDecide, closed }: { onDecide: (remark: string) => Promise<unknown>; closed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <DecideDrawer
      open={open}
      title="驳回这笔提现？"
      confirmLabel="驳回"
      danger
      remark="required"
      onDecide={onDecide}
      onClose={() => {
        setOpen(false);
        closed();
      }}
    />
  );
}

const drawer = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const confirm = () => byText<HTMLButtonElement>(document, "button", "驳回");
const settle = () => h.act(async () => new Promise((r) => setTimeout(r, 0)));

async function type(text: string) {
  const area = document.querySelector<HTMLTextAreaElement>("textarea[name=remark]");
  assert.ok(area, "the reason field");
  await h.act(async () => {
    const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    set?.call(area, text);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("DecideDrawer", () => {
  it("a refusal without its reason is not sent: the drawer stays open and says what is missing", async () => {
    const sent: string[] = [];
    let closed = 0;
    const m = await h.mount(<Host onDecide={async (r) => void sent.push(r)} closed={() => closed++} />);
    await h.act(async () => click(confirm()));
    await settle();
    assert.deepEqual(sent, []);
    assert.ok(drawer(), "still open");
    assert.match(drawer()?.textContent ?? "", /请填写原因，对方会看到/);
    await type("  开户名与实名不一致 ");
    await h.act(async () => click(confirm()));
    await settle();
    assert.deepEqual(sent, ["开户名与实名不一致"], "sent trimmed");
    assert.equal(closed, 1);
    await m.unmount();
  });

  it("the server refusing it (another admin decided first) closes the drawer; a network failure keeps it open with the reason", async () => {
    let closed = 0;
    const refused = await h.mount(
      <Host
        onDecide={async () => {
          throw new RequestError("api", "该提现不是待审核状态（可能已被其他管理员处理）", { status: 200, errorCode: 1, handled: true });
        }}
        closed={() => closed++}
      />,
    );
    await type("开户名与实名不一致");
    await h.act(async () => click(confirm()));
    await settle();
    assert.equal(closed, 1, "closed on the record as it now is");
    await refused.unmount();

    const errors: unknown[] = [];
    const consoleError = console.error;
    console.error = (...a: unknown[]) => void errors.push(a);
    try {
      const offline = await h.mount(
        <Host
          onDecide={async () => {
            throw new RequestError("network", "网络异常", { handled: true });
          }}
          closed={() => closed++}
        />,
      );
      await type("开户名与实名不一致");
      await h.act(async () => click(confirm()));
      await settle();
      assert.equal(closed, 1, "not closed");
      assert.ok(drawer());
      assert.equal(document.querySelector<HTMLTextAreaElement>("textarea[name=remark]")?.value, "开户名与实名不一致", "nothing typed is lost");
      await offline.unmount();
    } finally {
      console.error = consoleError;
    }
  });
});
