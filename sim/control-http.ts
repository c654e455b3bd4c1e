/**
 * The control API's HTTP plumbing (control.ts and the QA routes, control-*.ts): JSON bodies
 * with a size limit, zod checks that name the field, JSON answers, and the error that carries
 * its status.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type * as z from "zod/mini";
import { committed } from "../mock-api/respond.ts";

export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export const BODY_LIMIT = 16 * 1024; // bytes: the largest ordinary body is a `set` of a few fields

export async function readJson(req: IncomingMessage, limit = BODY_LIMIT): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `body over ${limit} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "body is not JSON");
  }
}

export function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new HttpError(422, r.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "));
  return r.data;
}

/**
 * A JSON answer. It leaves once what the state's write-ahead log holds so far is on disk (issue 12
 * item 4: `sim coin`, `sim pay`, a session, a snapshot load acknowledge only what a kill -9 keeps;
 * mock-api/respond.ts committed); if that write fails, the connection closes without an answer.
 */
export function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  committed().then(
    () => res.end(text),
    () => res.destroy(),
  );
}
