/**
 * AddressForm and DistrictPicker in happy-dom: field errors on submit that follow the input, the
 * §5 Chinese-name check, the checked input handed to onSubmit, and picking province → city →
 * district from default/district (a scripted server answers it).
 */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { json, startScriptedServer, type ScriptedServer } from "../../helpers/scripted-server.ts";
import { byText, click, setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let server: ScriptedServer;
let AddressForm: typeof import("../../../web/src/components/address-form.tsx").AddressForm;

const ADDRESS = {
  id: 7, name: "王小糖", mobile: "13912345678", province_id: 330000, city_id: 330100, district_id: 330106,
  province: "浙江省", city: "杭州市", district: "西湖区", detail: "文三路 90 号", is_default: 0 as const, create_time: 1700000000,
};

before(async () => {
  h = await setupComponents();
  server = await startScriptedServer();
  const http = await import("../../../web/src/lib/http.ts");
  http.configureHttp({ baseUrl: server.url });
  // One level per call, by parent (contract default.ts district).
  const tree: Record<string, [number, string][]> = {
    "1:": [[110000, "北京市"], [330000, "浙江省"]],
    "2:330000": [[330100, "杭州市"], [330200, "宁波市"]],
    "3:330100": [[330106, "西湖区"], [330108, "滨江区"]],
  };
  server.on("/api/default/district", (req, res) => {
    const q = new URL(req.url, "http://x").searchParams;
    const level = Number(q.get("level"));
    const parent = q.get("parent_id") ?? "";
    const rows = tree[`${level}:${parent}`] ?? [];
    json(200, { errorCode: 0, data: rows.map(([id, name]) => ({ id, name, parent_id: Number(parent || 0), level })) })(req, res);
  });
  ({ AddressForm } = await import("../../../web/src/components/address-form.tsx"));
});
after(async () => {
  await h.close();
  await server.close();
});

/** Polls inside act until `check` finds something (render.tsx's waitFor imports react-dom before the DOM exists). */
async function waitFor<T>(check: () => T | null | undefined, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    await h.act(async () => new Promise((r) => setTimeout(r, 10)));
    const v = check();
    if (v) return v;
  }
  throw new Error(`timed out waiting for ${what}`);
}

function type(el: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set;
  setter?.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

const input = (root: HTMLElement, name: string) => {
  const el = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  assert.ok(el, name);
  return el;
};
const errorOf = (el: Element) => {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.map((id) => document.getElementById(id)?.textContent).join("");
};

describe("AddressForm", () => {
  it("shows every field's error on submit, then clears each as it is fixed", async () => {
    const seen: unknown[] = [];
    const m = await h.mount(<AddressForm onSubmit={(v) => void seen.push(v)} />);
    await h.act(async () => click(byText(m.container, "button", "保存")));
    assert.equal(errorOf(input(m.container, "name")), "请输入收货人姓名");
    assert.equal(errorOf(input(m.container, "mobile")), "请输入手机号码");
    assert.equal(errorOf(input(m.container, "detail")), "请输入详细地址");
    const region = m.container.querySelector("button.district-picker__control");
    assert.ok(region);
    assert.equal(region.getAttribute("aria-invalid"), "true");
    assert.equal(errorOf(region), "请选择省、市、区");
    await h.act(async () => type(input(m.container, "name"), "Tom"));
    assert.equal(errorOf(input(m.container, "name")), "请输入 2–20 个汉字的真实姓名");
    await h.act(async () => type(input(m.container, "name"), "王小糖"));
    assert.equal(input(m.container, "name").getAttribute("aria-invalid"), null);
    assert.deepEqual(seen, [], "nothing submitted while invalid");
    await m.unmount();
  });

  it("hands the checked input (no id) to onSubmit when editing", async () => {
    const seen: unknown[] = [];
    const m = await h.mount(<AddressForm initial={ADDRESS} onSubmit={(v) => void seen.push(v)} />);
    assert.equal(m.container.querySelector(".district-picker__control")?.textContent, "浙江省 杭州市 西湖区");
    await h.act(async () => type(input(m.container, "detail"), "  江南大道 100 号 "));
    await h.act(async () => click(m.container.querySelector("input[name=is_default]")));
    await h.act(async () => click(byText(m.container, "button", "保存")));
    assert.deepEqual(seen, [{ name: "王小糖", mobile: "13912345678", province_id: 330000, city_id: 330100, district_id: 330106, detail: "江南大道 100 号", is_default: 1 }]);
    await m.unmount();
  });

  it("picks province, city and district level by level from default/district", async () => {
    const seen: unknown[] = [];
    const m = await h.mount(<AddressForm initial={{ ...ADDRESS, province_id: 110000, city_id: 110100, district_id: 110105, province: "北京市", city: "北京市", district: "朝阳区" }} onSubmit={(v) => void seen.push(v)} />);
    // A city named like its province is said once.
    assert.equal(m.container.querySelector(".district-picker__control")?.textContent, "北京市 朝阳区");
    await h.act(async () => click(m.container.querySelector(".district-picker__control")));
    const sheet = () => document.querySelector<HTMLElement>('[role="dialog"]');
    // Reopening starts at the district level of the current value; go back to provinces.
    await h.act(async () => click(byText(sheet() ?? document, '[role="tab"]', "北京市")));
    await h.act(async () => click(await waitFor(() => byText(sheet() ?? document, "button", "浙江省"), "provinces")));
    await h.act(async () => click(await waitFor(() => byText(sheet() ?? document, "button", "杭州市"), "cities")));
    await h.act(async () => click(await waitFor(() => byText(sheet() ?? document, "button", "滨江区"), "districts")));
    assert.equal(sheet(), null, "the sheet closes once a district is chosen");
    assert.equal(m.container.querySelector(".district-picker__control")?.textContent, "浙江省 杭州市 滨江区");
    await h.act(async () => click(byText(m.container, "button", "保存")));
    assert.equal((seen[0] as { district_id: number }).district_id, 330108);
    await m.unmount();
  });
});
