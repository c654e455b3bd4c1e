/**
 * `tsx mock-api/main.ts [--port 8080] [--host 127.0.0.1] [--static dist/web] [--seed 1]`
 * The only place that reads argv and env (CONVENTIONS 7). PORT in the environment is the
 * default for --port.
 */
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createMockApi } from "./server.ts";
import { createStore } from "./store/index.ts";
import { SEED_USERS } from "./seed/index.ts";

function intOption(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) throw new Error(`--${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: "string", default: process.env.PORT ?? "8080" },
      host: { type: "string", default: "127.0.0.1" },
      static: { type: "string", default: "dist/web" },
      seed: { type: "string", default: "1" },
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

  const api = createMockApi({ store: createStore(seed), staticDir });
  let url: string;
  try {
    url = await api.listen(port, values.host);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") console.error(`mock-api: port ${port} on ${values.host} is already in use: stop the other server or pass --port N.`);
    else console.error(`mock-api: cannot listen on ${values.host}:${port}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  console.log(`mock-api: listening on ${url} (static ${staticDir}, seed ${seed})`);
  console.log(`mock-api: log in as ${SEED_USERS.customer.mobile} (customer) or ${SEED_USERS.admin.mobile} (admin); codes are printed here.`);

  await new Promise<void>((done) => {
    const stop = (signal: string) => {
      console.log(`mock-api: ${signal}, closing`);
      done();
    };
    process.once("SIGINT", () => stop("SIGINT"));
    process.once("SIGTERM", () => stop("SIGTERM"));
  });
  await api.close();
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
