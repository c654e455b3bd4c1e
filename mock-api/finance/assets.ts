/**
 * The finance files served under `/mock/` (mock-assets.ts asks here first, server.ts wires it):
 *
 *   /mock/uploads/<24 hex>.png|jpg   an uploaded image, with the type its bytes were checked to be
 *   /mock/esign/<flow_id>.pdf        the signed contract of a finished e-sign flow, to its signer only
 *
 * Names are server-chosen and unguessable (96 and 128 bits), like a CDN's; a signed contract also
 * names a person and their bank account, so it is served only to the user who signed it (the
 * app's `accessToken` cookie, as exports are); anyone else gets 404, like a missing file.
 * An upload's bytes are a kept file (store/blobs.ts); a contract is made from the state when asked for.
 */
import type { IncomingMessage } from "node:http";
import { PRODUCT } from "../../web/contract/constants.ts";
import { ESIGN_STATUS } from "../../web/contract/http/weixin.ts";
import { cookieUser } from "../cookie-session.ts";
import type { MockAsset } from "../mock-assets.ts";
import type { BlobStore } from "../store/blobs.ts";
import type { EsignFlowRecord, WithdrawalRecord } from "../store/finance.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import { maskAccount } from "./scope.ts";
import { CONTENT_TYPE, EXTENSION } from "./uploads.ts";

export async function financeAsset(store: Store, blobs: BlobStore, req: IncomingMessage, path: string, nowMs: number): Promise<MockAsset | null> {
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
    const user = cookieUser(req, store, nowMs);
    if (user === null || user.id !== flow.userId) return null; // the signer's own, never "forbidden"
    return { contentType: "application/pdf", body: signedContractPdf(flow, own(store.finance.withdrawals, flow.withdrawId)) };
  }
  return null;
}

/** "2026-01-15 10:00:00 (UTC+8)": the signing time as the business writes it. */
function chinaTime(unixS: number | null): string {
  return unixS === null ? "-" : `${new Date((unixS + 8 * 3600) * 1000).toISOString().slice(0, 19).replace("T", " ")} (UTC+8)`;
}

/** Text for Helvetica: a name in Chinese characters cannot be drawn by the standard fonts, so it is said so. */
function ascii(text: string, otherwise: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : otherwise;
}

/**
 * The signed agreement as a one-page PDF: the terms in English (the standard PDF fonts carry no
 * Chinese), the parties, the money, the account (masked), when and by which flow it was signed,
 * and a drawn seal. Written by hand (pdfOf): a real PDF any viewer opens.
 */
export function signedContractPdf(flow: EsignFlowRecord, w: WithdrawalRecord | undefined): Buffer {
  const lines: PdfLine[] = [
    { text: "Flexible Work Service Agreement (Withdrawal)", size: 18 },
    { text: `Contract no. HT${w?.sn.slice(2) ?? "-"}`, size: 10 },
    { text: "" },
    { text: `Party A: ${PRODUCT.enTitle} platform (${ascii(PRODUCT.company, "the platform operator")})` },
    { text: `Party B: ${ascii(flow.signer_name, "the account holder named in the Chinese original")}` },
    { text: "" },
    { text: `Withdrawal ${w?.sn ?? "-"}` },
    { text: `Amount: CNY ${w?.amount ?? "-"}   Service fee (0.6%): CNY ${w?.fee ?? "-"}   Paid out: CNY ${w?.actual_amount ?? "-"}` },
    { text: `To account: ${w === undefined ? "-" : maskAccount(w.bank_account)}` },
    { text: "" },
    { text: "1. Party A pays the amount above, less the service fee, to Party B's account within" },
    { text: "   one working day of approving it; a refused withdrawal returns to the balance." },
    { text: "2. Party B warrants that the account is its own and its details are true and accurate." },
    { text: "3. Party B's income is taxed as the law requires; any tax withheld is shown to Party B." },
    { text: "4. This agreement takes effect when Party B signs it electronically." },
    { text: "" },
    { text: `Signed electronically at ${chinaTime(flow.sign_time)}` },
    { text: `Signing flow ${flow.flow_id}`, size: 9 },
  ];
  return pdfOf(lines, { seal: "SIGNED" });
}

export interface PdfLine {
  text: string;
  /** Font size in points; default 11. */
  size?: number;
}

/**
 * A one-page A4 PDF of ASCII lines (Helvetica), with an optional red round seal at the bottom
 * right: objects, a cross-reference table with each object's byte offset, and a trailer.
 */
export function pdfOf(lines: readonly (PdfLine | string)[], options: { seal?: string } = {}): Buffer {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (c) => `\\${c}`);
  let y = 790;
  const parts: string[] = [];
  for (const raw of lines) {
    const line = typeof raw === "string" ? { text: raw } : raw;
    const size = line.size ?? 11;
    y -= Math.round(size * 1.6);
    if (line.text !== "") parts.push(`BT /F1 ${size} Tf 56 ${y} Td (${esc(line.text)}) Tj ET`);
  }
  if (options.seal !== undefined) {
    // A circle of four Bezier quarters (k = 0.5523 r) around (470, 150), r = 48, and the word in it.
    const [cx, cy, r] = [470, 150, 48];
    const k = Math.round(0.5523 * r);
    parts.push(
      "q 0.85 0.1 0.1 RG 3 w",
      `${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c`,
      `${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c S`,
      `0.85 0.1 0.1 rg BT /F1 14 Tf ${cx - 30} ${cy - 5} Td (${esc(options.seal)}) Tj ET Q`,
    );
  }
  const text = parts.join("\n");
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
