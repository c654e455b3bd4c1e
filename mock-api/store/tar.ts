/**
 * Just enough POSIX ustar (IEEE Std 1003.1, "pax" format's base) for the state archive
 * (store/archive.ts): regular files with names of at most 100 bytes, written and read as
 * streams. Any `tar -tvf` / `tar -xf` reads what `tarFile` writes. No dependency: a header is
 * 512 bytes of fixed fields, the file's bytes follow padded to 512, two zero blocks end it.
 */

const BLOCK = 512;

/** Octal text of `n` in a field of `width` bytes (digits, then NUL). */
function octal(n: number, width: number): string {
  return `${n.toString(8).padStart(width - 1, "0")}\0`;
}

/** The 512-byte ustar header of a regular file. */
export function tarHeader(name: string, size: number, mtimeS: number): Buffer {
  const nameBytes = Buffer.from(name, "utf8");
  if (nameBytes.length > 100) throw new Error(`tar: name longer than 100 bytes: ${name}`);
  const h = Buffer.alloc(BLOCK, 0);
  nameBytes.copy(h, 0);
  h.write(octal(0o600, 8), 100, "latin1"); // mode
  h.write(octal(0, 8), 108, "latin1"); // uid
  h.write(octal(0, 8), 116, "latin1"); // gid
  h.write(octal(size, 12), 124, "latin1"); // size: 11 octal digits reach 8 GiB
  h.write(octal(Math.max(0, Math.floor(mtimeS)), 12), 136, "latin1");
  h.write("        ", 148, "latin1"); // checksum: spaces while summing
  h.write("0", 156, "latin1"); // typeflag: regular file
  h.write("ustar\0", 257, "latin1");
  h.write("00", 263, "latin1");
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "latin1");
  return h;
}

/** Zero bytes that pad `size` bytes of content to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);
}

/** The end of an archive: two zero blocks. */
export const TAR_END = Buffer.alloc(2 * BLOCK, 0);

/** Bytes a member of `size` bytes takes in the archive. */
export function tarMemberBytes(size: number): number {
  return BLOCK + size + ((BLOCK - (size % BLOCK)) % BLOCK);
}

export class TarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TarError";
  }
}

function field(h: Buffer, at: number, width: number): string {
  const raw = h.subarray(at, at + width);
  const nul = raw.indexOf(0);
  return raw.subarray(0, nul === -1 ? width : nul).toString("utf8");
}

function parseOctal(h: Buffer, at: number, width: number, what: string): number {
  const text = field(h, at, width).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarError(`a member's ${what} is not an octal number`);
  return parseInt(text, 8);
}

export interface TarMember {
  readonly name: string;
  readonly size: number;
}

/**
 * Reads an archive from `source` chunk by chunk: `onMember(member)` answers the most bytes it
 * accepts for that member (or throws to refuse it); its bytes then go to `onData(member, bytes)`
 * in one piece. Memory holds at most one member. Throws TarError on a broken archive.
 */
export async function readTar(
  source: AsyncIterable<Buffer | Uint8Array | string>,
  onMember: (member: TarMember) => number,
  onData: (member: TarMember, bytes: Buffer) => Promise<void> | void,
): Promise<number> {
  // Chunks as they came, joined only when a whole header or member is there (a 5 MB member in
  // 64 KB chunks is copied once, not once per chunk).
  let chunks: Buffer[] = [];
  let length = 0;
  const take = (n: number): Buffer => {
    const all = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, length);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    chunks = rest.length === 0 ? [] : [rest];
    length = rest.length;
    return out;
  };
  let member: TarMember | null = null;
  let needed = BLOCK; // bytes wanted before the next step: a header, or a member's padded bytes
  let members = 0;
  let ended = false;
  const step = async (): Promise<boolean> => {
    if (length < needed) return false;
    if (member === null) {
      const h = take(BLOCK);
      if (h.every((b) => b === 0)) {
        ended = true; // the first zero block ends the archive; what follows is ignored
        return false;
      }
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (h[i] as number);
      if (sum !== parseOctal(h, 148, 8, "checksum")) throw new TarError("a header's checksum does not match (not a tar archive, or a damaged one)");
      const type = String.fromCharCode(h[156] as number);
      const prefix = field(h, 345, 155);
      const name = `${prefix === "" ? "" : `${prefix}/`}${field(h, 0, 100)}`;
      if (type !== "0" && type !== "\0") throw new TarError(`${name}: only regular files are expected (type ${JSON.stringify(type)})`);
      const size = parseOctal(h, 124, 12, "size");
      member = { name, size };
      const limit = onMember(member);
      if (size > limit) throw new TarError(`${name}: ${size} bytes, more than the ${limit} allowed`);
      needed = size + ((BLOCK - (size % BLOCK)) % BLOCK);
      return true;
    }
    const done: TarMember = member;
    const bytes = Buffer.from(take(needed).subarray(0, done.size)); // a copy of its own, not a view of the whole read
    member = null;
    needed = BLOCK;
    members += 1;
    await onData(done, bytes);
    return true;
  };
  for await (const chunk of source) {
    if (ended) continue; // drain the source
    const b = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    chunks.push(b);
    length += b.length;
    while (!ended && (await step()));
  }
  if (!ended && member !== null) throw new TarError(`${(member as TarMember).name}: the archive ends inside this member`);
  if (!ended && length > 0) throw new TarError("the archive ends inside a header");
  if (!ended) throw new TarError("the archive has no end (two zero blocks)");
  return members;
}
