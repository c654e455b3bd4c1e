import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { useState } from "react";
import { byText, click, setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let f: typeof import("../../../web/src/components/form-field.tsx");

before(async () => {
  h = await setupComponents();
  f = await import("../../../web/src/components/form-field.tsx");
});
after(() => h.close());

/**
 * Types into a controlled input the way React listens for it: through the prototype's value
 * setter (React tracks the instance one) and an input event.
 */
function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set;
  if (!setter) throw new Error("no value setter");
  setter.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("TextField", () => {
  it("labels the input and passes attributes through", async () => {
    const { TextField } = f;
    const m = await h.mount(
      <TextField label="手机号" name="mobile" value="" onChange={() => {}} type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" placeholder="请输入" />,
    );
    const input = m.container.querySelector("input");
    assert.ok(input);
    const label = m.container.querySelector(`label[for="${input.id}"]`);
    assert.equal(label?.textContent, "手机号");
    assert.equal(input.name, "mobile");
    assert.equal(input.getAttribute("type"), "tel");
    assert.equal(input.getAttribute("inputmode"), "numeric");
    assert.equal(input.getAttribute("maxlength"), "11");
    assert.equal(input.getAttribute("autocomplete"), "tel");
    assert.equal(input.getAttribute("aria-invalid"), null);
    assert.equal(input.getAttribute("aria-describedby"), null);
    await m.unmount();
  });

  it("reports typed values", async () => {
    const { TextField } = f;
    const seen: string[] = [];
    function Host() {
      const [v, setV] = useState("");
      return <TextField label="昵称" name="nickname" value={v} onChange={(x) => (seen.push(x), setV(x))} />;
    }
    const m = await h.mount(<Host />);
    const input = m.container.querySelector("input");
    assert.ok(input);
    await h.act(async () => type(input, "糖"));
    assert.deepEqual(seen, ["糖"]);
    assert.equal(input.value, "糖");
    await m.unmount();
  });

  it("shows an error under the field with aria-invalid and aria-describedby (with the hint)", async () => {
    const { TextField } = f;
    const m = await h.mount(<TextField label="手机号" name="mobile" value="123" onChange={() => {}} hint="11 位数字" error="手机号格式不正确" />);
    const input = m.container.querySelector("input");
    assert.ok(input);
    assert.equal(input.getAttribute("aria-invalid"), "true");
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ");
    assert.equal(ids.length, 2);
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    assert.deepEqual(texts, ["11 位数字", "手机号格式不正确"]);
    // The error comes after the input in document order (shown under it).
    const error = document.getElementById(ids[1] ?? "");
    assert.ok(error && input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING);
    await m.unmount();
  });

  it("renders an addon next to the input", async () => {
    const { TextField, Button } = f;
    let sent = 0;
    const m = await h.mount(<TextField label="验证码" name="code" value="" onChange={() => {}} addon={<Button onClick={() => sent++}>获取验证码</Button>} />);
    await h.act(async () => click(byText(m.container, "button", "获取验证码")));
    assert.equal(sent, 1);
    await m.unmount();
  });
});

describe("MobileField", () => {
  it("is a required phone-keypad field named mobile, with an error under it, and reports what is typed", async () => {
    const { MobileField } = f;
    const typed: string[] = [];
    const m = await h.mount(<MobileField label="手机号" value="" error="请输入手机号" onChange={(v) => typed.push(v)} />);
    const input = m.container.querySelector("input");
    assert.ok(input);
    assert.equal(input.name, "mobile");
    assert.equal(input.getAttribute("type"), "tel");
    assert.equal(input.getAttribute("inputmode"), "numeric");
    assert.equal(input.getAttribute("autocomplete"), "tel");
    assert.equal(input.getAttribute("maxlength"), "13");
    assert.equal(input.required, true);
    assert.equal(input.getAttribute("aria-invalid"), "true");
    assert.equal(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent, "请输入手机号");
    type(input, "13800138000");
    assert.deepEqual(typed, ["13800138000"]);
    await m.unmount();
  });
});

describe("TextAreaField and SelectField", () => {
  it("text area reports values, counts characters and shows errors", async () => {
    const { TextAreaField } = f;
    const seen: string[] = [];
    const m = await h.mount(<TextAreaField label="备注" name="remark" value="abc" maxLength={50} showCount error="必填" onChange={(v) => seen.push(v)} />);
    const ta = m.container.querySelector("textarea");
    assert.ok(ta);
    assert.equal(ta.getAttribute("aria-invalid"), "true");
    assert.ok(m.container.textContent?.includes("3/50"));
    await h.act(async () => type(ta, "abcd"));
    assert.deepEqual(seen, ["abcd"]);
    await m.unmount();
  });

  it("select lists options with a placeholder and reports the choice", async () => {
    const { SelectField } = f;
    const seen: string[] = [];
    const m = await h.mount(
      <SelectField
        label="类型"
        name="type"
        value=""
        placeholder="请选择"
        options={[
          { value: "material", label: "耗材" },
          { value: "toy_fittings", label: "玩具配件" },
        ]}
        onChange={(v) => seen.push(v)}
      />,
    );
    const select = m.container.querySelector("select");
    assert.ok(select);
    assert.deepEqual([...select.options].map((o) => o.textContent), ["请选择", "耗材", "玩具配件"]);
    select.value = "toy_fittings";
    await h.act(async () => void select.dispatchEvent(new Event("change", { bubbles: true })));
    assert.deepEqual(seen, ["toy_fittings"]);
    await m.unmount();
  });
});

describe("Button and Form", () => {
  it("defaults to type=button with the variant class", async () => {
    const { Button } = f;
    const m = await h.mount(
      <>
        <Button>保存</Button>
        <Button variant="danger" block>
          删除
        </Button>
      </>,
    );
    const [save, del] = [...m.container.querySelectorAll("button")];
    assert.equal(save?.getAttribute("type"), "button");
    assert.ok(save?.classList.contains("button--primary"));
    assert.ok(del?.classList.contains("button--danger"));
    assert.ok(del?.classList.contains("button--block"));
    await m.unmount();
  });

  it("a loading button is busy, disabled and shows a spinner", async () => {
    const { Button } = f;
    let clicks = 0;
    const m = await h.mount(
      <Button loading onClick={() => clicks++}>
        提交
      </Button>,
    );
    const b = m.container.querySelector("button");
    assert.equal(b?.disabled, true);
    assert.equal(b?.getAttribute("aria-busy"), "true");
    assert.ok(b?.querySelector(".spinner"));
    await h.act(async () => click(b));
    assert.equal(clicks, 0);
    await m.unmount();
  });

  it("Form submits without reloading the page", async () => {
    const { Form, Button } = f;
    let submits = 0;
    let prevented: boolean | undefined;
    const m = await h.mount(
      <Form
        onSubmit={(e) => {
          submits++;
          prevented = e.defaultPrevented;
        }}
      >
        <Button type="submit">提交</Button>
      </Form>,
    );
    const form = m.container.querySelector("form");
    assert.equal(form?.noValidate, true);
    await h.act(async () => void form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
    assert.equal(submits, 1);
    assert.equal(prevented, true);
    await m.unmount();
  });
});
