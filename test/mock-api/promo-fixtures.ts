/** Shared pieces of issue 15's tests (activities, coupon offers, photo settings, invitations). */
import assert from "node:assert/strict";
import type { Harness } from "./harness.ts";

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3b1d1d90000000049454e44ae426082",
  "hex",
);

/**
 * Uploads `bytes` as multipart `file` through a merchant's (tixian) or a customer's (tanghua)
 * upload call and answers the stored URL; the upload must succeed.
 */
export async function uploaded(h: Harness, token: string, who: "merchant" | "customer" = "merchant", bytes: Buffer = PNG, name = "shot.png"): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  const path = who === "merchant" ? "/api/tixian/upload-image" : "/api/tanghua/upload-image";
  const res = await fetch(`${h.base}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { errorCode: number; data: { url: string } };
  assert.equal(body.errorCode, 0, JSON.stringify(body));
  return body.data.url;
}
