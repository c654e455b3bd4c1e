/**
 * ImageUploadField: the browser's own checks name the rule broken; a refusal in the server's
 * words (issue 12: a full storage quota, errorCode 1) stays under the field, not only in a toast.
 */
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { setupComponents, type Harness } from "./harness.tsx";

let h: Harness;
let field: typeof import("../../../web/src/components/image-upload-field.tsx");
let http: typeof import("../../../web/src/lib/http.ts");

before(async () => {
  h = await setupComponents();
  field = await import("../../../web/src/components/image-upload-field.tsx");
  http = await import("../../../web/src/lib/http.ts");
});
after(() => h.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** Picks `file` in the field's input, as a person choosing it would. */
async function pick(container: HTMLElement, file: File): Promise<void> {
  const input = container.querySelector('input[type="file"]');
  assert.ok(input instanceof HTMLInputElement);
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  await h.act(async () => {
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20)); // the file's bytes are read, then the upload settles
  });
}

describe("ImageUploadField", () => {
  it("shows the server's refusal (a full storage quota) under the field", async () => {
    const quota = "存储空间不足（已用 48 MB，上限 50 MB），无法再保存这个 4.8 MB 的文件";
    const m = await h.mount(
      <field.ImageUploadField label="退款凭证" value={[]} onChange={() => assert.fail("nothing was uploaded")} upload={() => Promise.reject(new http.RequestError("api", quota, { errorCode: 1, handled: true }))} />,
    );
    await pick(m.container, new File([PNG], "receipt.png", { type: "image/png" }));
    const error = m.container.querySelector('[role="alert"]');
    assert.equal(error?.textContent, quota);
    assert.equal(m.container.querySelector("input")?.getAttribute("aria-invalid"), "true");
    await m.unmount();
  });

  it("a network failure adds nothing under the field (the client's toast said it)", async () => {
    const m = await h.mount(
      <field.ImageUploadField label="退款凭证" value={[]} onChange={() => {}} upload={() => Promise.reject(new http.RequestError("network", "网络异常", { handled: true }))} />,
    );
    await pick(m.container, new File([PNG], "receipt.png", { type: "image/png" }));
    assert.equal(m.container.querySelector('[role="alert"]'), null);
    await m.unmount();
  });

  it("a successful upload adds the URL", async () => {
    const seen: string[][] = [];
    const m = await h.mount(<field.ImageUploadField label="退款凭证" value={[]} onChange={(urls) => seen.push(urls)} upload={() => Promise.resolve("/mock/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.png")} />);
    await pick(m.container, new File([PNG], "receipt.png", { type: "image/png" }));
    assert.deepEqual(seen, [["/mock/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.png"]]);
    await m.unmount();
  });
});
