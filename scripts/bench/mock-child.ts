/**
 * The mock API in a process of its own for `npm run bench`, so the load generator does not
 * share its event loop. Prints `{"url": "http://127.0.0.1:PORT"}` on stdout once listening and
 * exits when its stdin closes (the bench ended or died) or on SIGTERM.
 *
 *   tsx scripts/bench/mock-child.ts '{"rich":["13800000001"]}'
 *
 * `rich`: mobiles whose balance is topped up so a pay-with-balance loop never runs dry.
 */
import { createMockApi } from "../../mock-api/server.ts";

const RICH_BALANCE = "100000000.00"; // 1e8 元: millions of orders at any seeded price

const config = JSON.parse(process.argv[2] ?? "{}") as { rich?: string[] };
const api = createMockApi({ log: () => {} }); // the router logs every request otherwise
for (const user of Object.values(api.store.users)) {
  if (user.mobile !== "" && (config.rich ?? []).includes(user.mobile)) user.total_money = RICH_BALANCE;
}
const url = await api.listen(0, "127.0.0.1");
process.stdout.write(`${JSON.stringify({ url })}\n`);

const stop = () => void api.close().finally(() => process.exit(0));
process.stdin.on("end", stop);
process.stdin.resume();
process.once("SIGTERM", stop);
