/**
 * `tsx mock-api/main.ts [--port 8080] [--host 127.0.0.1] [--static dist/web] [--seed 1]
 *   [--data FILE [--reset] [--durability fsync|write]] [--control-token TOKEN] [--validate]`
 * The only place that reads argv and env (CONVENTIONS 7). PORT in the environment is the
 * default for --port, MOCK_CONTROL_TOKEN for --control-token.
 */
import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openState, type OpenedState } from "./open-state.ts";
import { systemClock } from "./clock.ts";
import { createMockApi } from "./server.ts";
import { StoreFileError } from "./store/snapshot.ts";
import { SEED_USERS } from "./seed/index.ts";

function intOption(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) throw new Error(`--${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

/** One line, whatever the message held (JSON.parse quotes the file, newlines and all). */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ");
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: "string", default: process.env.PORT ?? "8080" },
      host: { type: "string", default: "127.0.0.1" },
      static: { type: "string", default: process.env.TANGHUA_DIST ? `${process.env.TANGHUA_DIST}/web` : "dist/web" },
      seed: { type: "string", default: "1" },
      data: { type: "string" },
      reset: { type: "boolean", default: false },
      durability: { type: "string", default: "fsync" },
      "control-token": { type: "string" },
      validate: { type: "boolean", default: false },
    },
    strict: true,
  });
  const port = intOption("port", values.port, 0, 65_535);
  const seed = intOption("seed", values.seed, 0, 2 ** 32 - 1);
  const staticDir = resolve(values.static);
  if (!existsSync(staticDir) || !statSync(staticDir).isDirectory()) {
    console.error(`mock-api: static dir ${staticDir} is missing: run \`npm run build\` first (or pass --static DIR).`);
    return 1;
  }
  const durability = values.durability;
  if (durability !== "fsync" && durability !== "write") {
    console.error(`mock-api: --durability must be fsync (an acknowledged write survives a power cut) or write (it survives kill -9), got "${durability}"`);
    return 1;
  }
  if (values.reset && values.data === undefined) {
    console.error("mock-api: --reset needs --data FILE (without --data every start is a fresh seed anyway).");
    return 1;
  }
  // 144 random bits unless given; printed below so a tester's phone can be handed a URL.
  const controlToken = values["control-token"] ?? (process.env.MOCK_CONTROL_TOKEN || randomBytes(18).toString("base64url"));
  if (!/^[A-Za-z0-9._~-]{16,256}$/.test(controlToken)) {
    console.error("mock-api: the control token must be 16 to 256 letters, digits or . _ ~ - (it goes into URLs).");
    return 1;
  }

  const dataFile = values.data === undefined ? undefined : resolve(values.data);
  let state: OpenedState;
  try {
    state = await openState({ file: dataFile, reset: values.reset, seed, durability, now: systemClock.now(), log: (line) => console.log(line) });
  } catch (err) {
    const why = err instanceof StoreFileError ? `${err.message}; fix or move it, or start over with --reset` : `cannot save state to ${dataFile}: ${err instanceof Error ? err.message : String(err)}`;
    console.error(oneLine(`mock-api: ${why}`));
    return 1;
  }
  const { store, blobs, persister } = state;
  for (const note of state.notes) console.log(`mock-api: ${note}`);

  const api = createMockApi({ store, blobs, staticDir, controlToken, validateResponses: values.validate, ...(persister !== undefined ? { persister } : {}) });
  let url: string;
  try {
    url = await api.listen(port, values.host);
  } catch (err) {
    await persister?.close();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") console.error(`mock-api: port ${port} on ${values.host} is already in use: stop the other server or pass --port N.`);
    else console.error(`mock-api: cannot listen on ${values.host}:${port}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  console.log(`mock-api: listening on ${url} (static ${staticDir}, ${state.from})`);
  console.log(`mock-api: log in as ${SEED_USERS.customer.mobile} (customer) or ${SEED_USERS.admin.mobile} (admin); codes are printed here.`);
  console.log(`mock-api: control token ${controlToken} (for /__mock/ from other devices: header X-Mock-Control or ?control_token=)`);

  await new Promise<void>((done) => {
    const stop = (signal: string) => {
      console.log(`mock-api: ${signal}, closing`);
      done();
    };
    // once: a second Ctrl-C kills at once; saves are atomic, so that cannot break the file.
    process.once("SIGINT", () => stop("SIGINT"));
    process.once("SIGTERM", () => stop("SIGTERM"));
  });
  await api.close();
  if (persister !== undefined) {
    try {
      await persister.close();
    } catch (err) {
      // Never "saved" when it was not (issue 12 item 2): say so, and exit non-zero.
      console.error(oneLine(`mock-api: state NOT saved: ${err instanceof Error ? err.message : String(err)}`));
      return 1;
    }
    console.log(`mock-api: state saved to ${dataFile}`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`mock-api: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
