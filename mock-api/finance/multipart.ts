/**
 * A streaming reader of one file from a multipart/form-data body (RFC 7578), with the limits
 * enforced WHILE the body streams in: the file part is counted as its bytes arrive and the read
 * stops (the request is paused and left unread) the moment it passes `fileMax`, or the moment
 * its first bytes show it is not an accepted type. Nothing is buffered beyond the file itself,
 * one part-header block and a delimiter's length of look-ahead.
 *
 *   \r\n--BOUNDARY\r\n  headers  \r\n\r\n  content  \r\n--BOUNDARY\r\n ... \r\n--BOUNDARY--
 *
 * (The body's first delimiter has no leading CRLF; the reader pretends it had one.)
 */
import type { IncomingMessage } from "node:http";
import { ClientAborted } from "../request.ts";

/** Why a read failed; the caller maps each kind to a status and a message. */
export class MultipartError extends Error {
  readonly kind: "tooLarge" | "badType" | "malformed" | "missing";
  constructor(kind: MultipartError["kind"], detail = "") {
    super(detail || kind);
    this.name = "MultipartError";
    this.kind = kind;
  }
}

export interface MultipartLimits {
  /** The field whose part is the file. */
  readonly field: string;
  /** Largest accepted file, bytes (more is "tooLarge" as soon as it is seen). */
  readonly fileMax: number;
  /** Bytes of all other parts' contents together. */
  readonly otherMax: number;
  /** One part's header block, and the preamble. */
  readonly headerMax: number;
  readonly partsMax: number;
  /**
   * Looks at the file's first bytes (called once, with at least `sniffBytes` of them, or fewer
   * when the file is shorter): false stops the read with "badType".
   */
  readonly accept: (head: Buffer) => boolean;
  readonly sniffBytes: number;
}

export interface MultipartFile {
  readonly bytes: Buffer;
  readonly filename: string;
}

/** The boundary of a multipart/form-data Content-Type, or null when it is not one. */
export function boundaryOf(contentType: string | undefined): string | null {
  const [type, ...params] = (contentType ?? "").split(";");
  if (type?.trim().toLowerCase() !== "multipart/form-data") return null;
  for (const p of params) {
    const m = /^\s*boundary=(?:"([^"\r\n]{1,70})"|([^\s";]{1,70}))\s*$/i.exec(p);
    if (m !== null) return (m[1] ?? m[2]) as string;
  }
  return null;
}

interface PartHeaders {
  name: string | null;
  filename: string;
}

function parsePartHeaders(block: string): PartHeaders {
  let name: string | null = null;
  let filename = "";
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== "content-disposition") continue;
    const value = line.slice(colon + 1);
    if (!/^\s*form-data\s*(;|$)/i.test(value)) throw new MultipartError("malformed", "part is not form-data");
    name = /;\s*name="([^"]*)"/i.exec(value)?.[1] ?? /;\s*name=([^;\s]+)/i.exec(value)?.[1] ?? null;
    filename = /;\s*filename="([^"]*)"/i.exec(value)?.[1] ?? "";
  }
  if (name === null) throw new MultipartError("malformed", "part without a Content-Disposition name");
  return { name, filename };
}

/**
 * Reads `req` as multipart/form-data with `boundary` and resolves to the `field` part. Rejects
 * with a MultipartError (the request is then paused, unread) or ClientAborted.
 */
export function readMultipartFile(req: IncomingMessage, boundary: string, limits: MultipartLimits): Promise<MultipartFile> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const headerEnd = Buffer.from("\r\n\r\n");
  let state: "preamble" | "afterDelimiter" | "headers" | "content" | "done" = "preamble";
  let buf: Buffer = Buffer.from("\r\n"); // the first delimiter's missing CRLF
  let parts = 0;
  let otherBytes = 0;
  let current: PartHeaders | null = null;
  let fileChunks: Buffer[] | null = null;
  let fileBytes = 0;
  let sniffed = false;
  let file: MultipartFile | null = null;
  let epilogue = 0;

  const sniff = (force: boolean) => {
    if (sniffed || fileChunks === null || (!force && fileBytes < limits.sniffBytes)) return;
    sniffed = true;
    const head = Buffer.concat(fileChunks).subarray(0, limits.sniffBytes);
    if (!limits.accept(head)) throw new MultipartError("badType");
  };

  const content = (chunk: Buffer) => {
    if (chunk.length === 0) return;
    if (fileChunks !== null) {
      fileBytes += chunk.length;
      if (fileBytes > limits.fileMax) throw new MultipartError("tooLarge");
      fileChunks.push(chunk);
      sniff(false);
    } else {
      otherBytes += chunk.length;
      if (otherBytes > limits.otherMax) throw new MultipartError("tooLarge", "other fields too large");
    }
  };

  /** Consumes as much of `buf` as the state machine can; leaves the undecided rest. */
  const step = () => {
    for (;;) {
      if (state === "done") {
        epilogue += buf.length;
        buf = Buffer.alloc(0);
        if (epilogue > limits.headerMax) throw new MultipartError("malformed", "too much data after the last part");
        return;
      }
      if (state === "preamble") {
        const i = buf.indexOf(delimiter);
        if (i < 0) {
          if (buf.length > limits.headerMax) throw new MultipartError("malformed", "no boundary found");
          return;
        }
        buf = buf.subarray(i + delimiter.length);
        state = "afterDelimiter";
        continue;
      }
      if (state === "afterDelimiter") {
        if (buf.length < 2) return;
        const two = buf.subarray(0, 2).toString("latin1");
        buf = buf.subarray(2);
        if (two === "--") {
          state = "done";
          continue;
        }
        if (two !== "\r\n") throw new MultipartError("malformed", "bad delimiter line");
        if (++parts > limits.partsMax) throw new MultipartError("malformed", "too many parts");
        state = "headers";
        continue;
      }
      if (state === "headers") {
        const i = buf.indexOf(headerEnd);
        if (i < 0) {
          if (buf.length > limits.headerMax) throw new MultipartError("malformed", "part headers too long");
          return;
        }
        current = parsePartHeaders(buf.subarray(0, i).toString("utf8"));
        buf = buf.subarray(i + headerEnd.length);
        if (current.name === limits.field) {
          if (file !== null) throw new MultipartError("malformed", `more than one "${limits.field}" part`);
          fileChunks = [];
          fileBytes = 0;
          sniffed = false;
        }
        state = "content";
        continue;
      }
      // content: everything up to the next delimiter; keep a delimiter's length of look-ahead.
      const i = buf.indexOf(delimiter);
      if (i < 0) {
        const safe = buf.length - (delimiter.length - 1);
        if (safe > 0) {
          content(Buffer.from(buf.subarray(0, safe)));
          buf = buf.subarray(safe);
        }
        return;
      }
      content(Buffer.from(buf.subarray(0, i)));
      buf = buf.subarray(i + delimiter.length);
      if (fileChunks !== null) {
        sniff(true);
        file = { bytes: Buffer.concat(fileChunks, fileBytes), filename: current?.filename ?? "" };
        fileChunks = null;
      }
      current = null;
      state = "afterDelimiter";
    }
  };

  return new Promise((resolve, reject) => {
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const fail = (err: unknown) => {
      cleanup();
      req.pause(); // stop reading: the rest of the body is never looked at
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      try {
        buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
        step();
      } catch (err) {
        fail(err);
      }
    };
    const onEnd = () => {
      cleanup();
      if (state !== "done") return reject(new MultipartError("malformed", "the body ended before the closing boundary"));
      if (file === null) return reject(new MultipartError("missing"));
      resolve(file);
    };
    const onError = () => {
      cleanup();
      reject(new ClientAborted());
    };
    const onClose = () => {
      if (req.complete) return;
      cleanup();
      reject(new ClientAborted());
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}
