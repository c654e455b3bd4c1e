/**
 * The finance files served under `/mock/` (mock-assets.ts asks here first, server.ts wires it):
 *
 *   /mock/uploads/<24 hex>.png|jpg   an uploaded image, with the type its bytes were checked to be
 *   /mock/esign/<flow_id>.pdf        the signed contract of a finished e-sign flow
 *
 * Names are server-chosen and unguessable (96 bits), like a CDN's; anything else is null (404).
 * An upload's bytes are a kept file (store/blobs.ts).
 */
import { ESIGN_STATUS } from "../../web/contract/http/weixin.ts";
import type { MockAsset } from "../mock-assets.ts";
import type { BlobStore } from "../store/blobs.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import { CONTENT_TYPE, EXTENSION } from "./uploads.ts";

export async function financeAsset(store: Store, blobs: BlobStore, path: string): Promise<MockAsset | null> {
  const upload = /^\/mock\/uploads\/([0-9a-f]{24})\.(png|jpg)$/.exec(path);
  if (upload !== null) {
    const u = own(store.finance.uploads, upload[1] as string);
    if (u === undefined || EXTENSION[u.type] !== upload[2]) return null;
    const body = await blobs.read(u.blob);
    return body === null ? null : { contentType: CONTENT_TYPE[u.type], body };
  }
  const pdf = /^\/mock\/esign\/([0-9a-f]{32})\.pdf$/.exec(path);
  if (pdf !== null) {
    const flow = own(store.finance.esignFlows, pdf[1] as string);
    if (flow === undefined || flow.status !== ESIGN_STATUS.SIGNED) return null;
    const w = own(store.finance.withdrawals, flow.withdrawId);
    const lines = [
      "Tanghua withdrawal agreement (mock)",
      `Flow ${flow.flow_id}`,
      `Withdrawal ${w?.sn ?? "-"}  amount ${w?.amount ?? "-"} CNY`,
      `Signed at ${flow.sign_time === null ? "-" : new Date(flow.sign_time * 1000).toISOString()}`,
    ];
    return { contentType: "application/pdf", body: pdfOf(lines) };
  }
  return null;
}

/** A one-page PDF of ASCII lines (Helvetica; the signed contract's stand-in). */
export function pdfOf(lines: readonly string[]): Buffer {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 12 Tf 56 ${780 - i * 20} Td (${esc(l)}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
