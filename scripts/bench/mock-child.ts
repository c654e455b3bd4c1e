/**
 * The mock API in a process of its own for `npm run bench`, so the load generator does not
 * share its event loop. Prints `{"url": "http://127.0.0.1:PORT"}` on stdout once listening and
 * exits when its stdin closes (the bench ended or died) or on SIGTERM.
 *
 *   tsx scripts/bench/mock-child.ts '{"rich":["13800000001"]}'
 *
 * `rich`: mobiles whose balance is topped up so a pay-with-balance loop never runs dry.
 * The state is kept as with `--data` (issue 12: every write in the write-ahead log, fsynced
 * before its answer), in a temporary folder removed at exit, so the figures include what that costs.
 * BENCH_DURABILITY=write: the log's "write" durability (kill -9 safe, not power-cut safe);
 * BENCH_MOCK_MEMORY=1: in memory only (what the log costs is the difference).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openState } from "../../mock-api/open-state.ts";
import { createMockApi } from "../../mock-api/server.ts";

const RICH_BALANCE = "100000000.00"; // 1e8 元: millions of orders at any seeded price

const config = JSON.parse(process.argv[2] ?? "{}") as { rich?: string[] };
const dir = mkdtempSync(join(tmpdir(), "tanghua-bench-state-"));
const memory = process.env.BENCH_MOCK_MEMORY === "1";
const durability = process.env.BENCH_DURABILITY === "write" ? "write" : "fsync";
const { store, persister } = await openState({ file: memory ? undefined : join(dir, "state.json"), seed: 1, durability, log: (line) => process.stderr.write(`${line}\n`) });
for (const user of Object.values(store.users)) {
  if (user.mobile !== "" && (config.rich ?? []).includes(user.mobile)) user.total_money = RICH_BALANCE;
}
await persister?.snapshot();
const api = createMockApi({ store, log: () => {}, ...(persister !== undefined ? { persister } : {}) }); // the router logs every request otherwise
const url = await api.listen(0, "127.0.0.1");
process.stdout.write(`${JSON.stringify({ url })}\n`);

const stop = () =>
  void api
    .close()
    .then(() => persister?.close())
    .catch((err: unknown) => process.stderr.write(`bench mock: ${String(err)}\n`))
    .finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
process.stdin.on("end", stop);
process.stdin.resume();
process.once("SIGTERM", stop);
