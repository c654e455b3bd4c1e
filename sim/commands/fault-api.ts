/**
 * `sim fault api add|list|clear`: the mock API's HTTP faults (mock-api/faults) through the running
 * sim's control API, e.g.
 *
 *   sim fault api add /api/order/payment --method POST --status 401 --times 1
 *   sim fault api add '/api/**' --delay 3000 --token <accessToken> --id slow
 *   sim fault api list
 *   sim fault api clear [id]
 *
 * A rule answers matching /api/ calls before any handler runs (so it never changes data): a §8 HTTP
 * status, errorCode 1 with a message, a delay, a hang or a dropped connection; for the next N calls
 * (--times) or until cleared; for everyone or one session (--token).
 */
import { Command, InvalidArgumentError, Option } from "commander";
import { FAULT_STATUSES } from "../../mock-api/faults/rules.ts";
import { callControl, controlOption, intParser, print } from "../control-client.ts";

interface AddOptions {
  method?: string;
  status?: number;
  apiError?: boolean;
  delay?: number;
  hang?: boolean;
  drop?: boolean;
  msg?: string;
  times?: number;
  token?: string;
  id?: string;
  control?: string;
  json: boolean;
}

function parseStatus(raw: string): number {
  const n = Number(raw);
  if (!(FAULT_STATUSES as readonly number[]).includes(n)) throw new InvalidArgumentError(`one of ${FAULT_STATUSES.join(", ")}`);
  return n;
}

interface RuleView {
  id: string;
  description: string;
  hits: number;
}

export function faultApiCommand(): Command {
  const api = new Command("api").description("the mock API's HTTP faults: add, list, clear");
  api
    .command("add")
    .description("make matching /api calls fail")
    .argument("<path>", "path glob: * within a segment, ** across (/api/order/*, /api/**)")
    .addOption(new Option("--method <method>", "GET, POST or any").choices(["GET", "POST", "any"]))
    .addOption(new Option("--status <code>", `answer this HTTP status with errorCode 1 (${FAULT_STATUSES.join(", ")})`).argParser(parseStatus))
    .option("--api-error", "answer HTTP 200 with errorCode 1 (a business failure)")
    .addOption(new Option("--delay <ms>", "wait, then answer normally").argParser(intParser("--delay", 0, 600_000)))
    .option("--hang", "never answer")
    .option("--drop", "close the connection without an answer")
    .option("--msg <text>", "the envelope's msg (with --status or --api-error)")
    .addOption(new Option("--times <n>", "only the next N matching calls (default: until cleared)").argParser(intParser("--times", 1, 1_000_000)))
    .option("--token <token>", "only calls with this bearer token (one session)")
    .option("--id <name>", "name the rule (default f1, f2, …)")
    .addOption(controlOption())
    .option("--json", "print the rule as JSON", false)
    .action(async (path: string, o: AddOptions) => {
      const kinds = [o.status !== undefined, o.apiError === true, o.delay !== undefined, o.hang === true, o.drop === true].filter(Boolean).length;
      if (kinds !== 1) throw new Error("give exactly one of --status, --api-error, --delay, --hang, --drop");
      if (o.msg !== undefined && o.status === undefined && o.apiError !== true) throw new Error("--msg goes with --status or --api-error");
      const msg = o.msg !== undefined ? { msg: o.msg } : {};
      const action =
        o.status !== undefined ? { kind: "status", status: o.status, ...msg }
        : o.apiError === true ? { kind: "apiError", ...msg }
        : o.delay !== undefined ? { kind: "delay", ms: o.delay }
        : o.hang === true ? { kind: "hang" }
        : { kind: "drop" };
      const rule = {
        path,
        action,
        ...(o.method !== undefined ? { method: o.method } : {}),
        ...(o.times !== undefined ? { times: o.times } : {}),
        ...(o.token !== undefined ? { token: o.token } : {}),
        ...(o.id !== undefined ? { id: o.id } : {}),
      };
      const answer = (await callControl(o.control, "POST", "/api-faults", rule)) as RuleView;
      print(o.json, answer, `API fault ${answer.id}: ${answer.description}`);
    });
  api
    .command("list")
    .description("the rules, newest (first to match) first")
    .addOption(controlOption())
    .option("--json", "print the rules as JSON", false)
    .action(async (o: { control?: string; json: boolean }) => {
      const answer = (await callControl(o.control, "GET", "/api-faults")) as { rules: RuleView[] };
      if (o.json) return console.log(JSON.stringify(answer));
      if (answer.rules.length === 0) return console.log("no API faults");
      for (const r of answer.rules) console.log(`${r.id.padEnd(8)} ${r.description} (${r.hits} hit${r.hits === 1 ? "" : "s"})`);
    });
  api
    .command("clear")
    .description("remove one rule, or all of them")
    .argument("[id]", "the rule (default: all)")
    .addOption(controlOption())
    .option("--json", "print the answer as JSON", false)
    .action(async (id: string | undefined, o: { control?: string; json: boolean }) => {
      const answer = (await callControl(o.control, "DELETE", id === undefined ? "/api-faults" : `/api-faults/${encodeURIComponent(id)}`)) as { removed: number };
      print(o.json, answer, id === undefined ? `${answer.removed} API fault${answer.removed === 1 ? "" : "s"} cleared` : `API fault ${id} removed`);
    });
  return api;
}
