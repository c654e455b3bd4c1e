/** Shared set-up of the finance tests: who is who, tokens, and a company-2 merchant when missing. */
import assert from "node:assert/strict";
import { request } from "node:http";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";
import { createUser, findUser } from "../../mock-api/store/users.ts";
import type { UserRecord } from "../../mock-api/store/types.ts";
import type { Answer, Harness } from "./harness.ts";

export const MANAGER = SEED_USERS.printerManager; // user 5, company 1
export const COMPANY2_MOBILE = "13800000007";

/** A token for any user, straight from the store (the login flow has its own tests). */
export function tokenFor(h: Harness, userId: number): string {
  return issueToken(h.api.store, userId, h.clock.now()).token;
}

/**
 * The owner of company 2 (seeded by the world seed); created here, with a company, if a store
 * has none, so the cross-company cases never depend on another seed's details.
 */
export function company2Merchant(h: Harness): UserRecord {
  const store = h.api.store;
  let u = findUser(store, { mobile: COMPANY2_MOBILE });
  if (u === null) u = createUser(store, h.clock.now(), { mobile: COMPANY2_MOBILE, nickname: "周老板" });
  if (u.companyId === null || u.companyId === MANAGER.companyId) {
    const id = Math.max(0, ...Object.keys(store.companies).map(Number)) + 1;
    store.companies[String(id)] = { id, name: "甜蜜工坊", logo_url: "/mock/logo.svg" };
    u.companyId = id;
  }
  return u;
}

/** The whole store as text: a rejected call must leave it exactly as it was. */
export function snapshot(h: Harness): string {
  return JSON.stringify(h.api.store);
}

export function ok<T>(a: Answer): T {
  assert.equal(a.status, 200, a.text);
  assert.equal(a.json?.errorCode, 0, a.text);
  return a.json?.data as T;
}

/** A business refusal: HTTP 200, errorCode 1. */
export function refused(a: Answer, msg?: RegExp): void {
  assert.equal(a.status, 200, a.text);
  assert.equal(a.json?.errorCode, 1, a.text);
  if (msg !== undefined) assert.match(a.json?.msg ?? "", msg);
}

// ---- Multipart uploads over node:http (streamed, so the early answers can be observed).

export interface UploadAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: { errorCode: number; msg: string; data: unknown } | null;
  /** Bytes of the body the client had written when the answer arrived. */
  sentWhenAnswered: number;
}

export const BOUNDARY = "----tanghuaTestBoundary7MA4YWxk";

/** A multipart body with one part per entry; `file` parts carry a filename and a Content-Type. */
export function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += "\r\n";
    if (p.type !== undefined) head += `Content-Type: ${p.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * POSTs `body` to upload-image in 64 KiB chunks. With `holdBack`, the last `holdBack` bytes are
 * only sent if no answer came first (then never: the request is destroyed once answered), which
 * shows the server answered without the whole body. `chunked`: no Content-Length.
 */
export function upload(
  base: string,
  token: string | null,
  body: Buffer,
  o: { contentType?: string; holdBack?: number; chunked?: boolean } = {},
): Promise<UploadAnswer> {
  const url = new URL("/api/tixian/upload-image", base);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string | number> = { "content-type": o.contentType ?? `multipart/form-data; boundary=${BOUNDARY}` };
    if (token !== null) headers["authorization"] = `Bearer ${token}`;
    if (o.chunked !== true) headers["content-length"] = body.length;
    const req = request(url, { method: "POST", headers, agent: false }, (res) => {
      answered = true;
      const at = sent;
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => {
        const text = Buffer.concat(parts).toString("utf8");
        let json: UploadAnswer["json"] = null;
        try {
          json = JSON.parse(text) as UploadAnswer["json"];
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, json, sentWhenAnswered: at });
        req.destroy();
      });
    });
    req.on("error", (err) => {
      if (!answered) reject(err); // after the answer a reset of the rest of the upload is expected
    });
    // A server waiting for bytes that are held back would never answer: fail instead of hanging.
    const timer = setTimeout(() => {
      if (!answered) {
        reject(new Error(`no answer after ${sent} of ${body.length} bytes`));
        req.destroy();
      }
    }, 15_000);
    req.on("close", () => clearTimeout(timer));
    const limit = body.length - (o.holdBack ?? 0);
    const pump = () => {
      while (!answered && sent < limit) {
        const end = Math.min(limit, sent + 64 * 1024);
        const more = req.write(body.subarray(sent, end));
        sent = end;
        if (!more) return void req.once("drain", pump);
      }
      if (!answered && sent >= body.length) req.end();
    };
    pump();
  });
}
