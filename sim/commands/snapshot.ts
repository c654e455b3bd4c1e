/**
 * `sim snapshot save FILE` / `sim snapshot load FILE`: a running sim's whole state, the printers
 * (fleet-snapshot.ts) and the mock API's orders, users, coins… (api-state.ts), to one versioned
 * JSON file and back, so support can reproduce a ticket on another sim. A bad file is refused with
 * one line naming the field, before the sim is asked to change anything; a file from a sim of
 * another `--seed` loads with a warning on stderr; an older version loads the printers only and says so.
 */
import { Command } from "commander";
import { readFile } from "node:fs/promises";
import { checkApiState } from "../api-state.ts";
import { writeFileAtomic } from "../../mock-api/store/snapshot.ts";
import { callControl, controlOption, print } from "../control-client.ts";
import { parseSnapshot, type FleetSnapshot } from "../fleet-snapshot.ts";

export function snapshotCommand(): Command {
  const snapshot = new Command("snapshot").description("save or load the fleet's whole state");
  snapshot
    .command("save")
    .description("write the running fleet's state to FILE")
    .argument("<file>", "where to write it (JSON)")
    .addOption(controlOption())
    .option("--json", "print a summary as JSON", false)
    .action(async (file: string, o: { control?: string; json: boolean }) => {
      const snap = (await callControl(o.control, "GET", "/snapshot")) as FleetSnapshot;
      try {
        await writeFileAtomic(file, `${JSON.stringify(snap, null, 2)}\n`); // never a half-written snapshot under FILE
      } catch (err) {
        throw new Error(`${file}: cannot write it (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
      }
      const api = snap.api as { printOrders?: object; users?: object } | undefined;
      const summary = { file, printers: snap.printers.length, orders: Object.keys(api?.printOrders ?? {}).length, users: Object.keys(api?.users ?? {}).length, clock: new Date(snap.clock).toISOString() };
      print(o.json, summary, `saved ${summary.printers} printers and the API state (${summary.orders} print orders, ${summary.users} users) at ${summary.clock} (sim time) to ${file}`);
    });
  snapshot
    .command("load")
    .description("replace the running sim's printers and API state with FILE's")
    .argument("<file>", "a snapshot from `sim snapshot save`")
    .addOption(controlOption())
    .option("--json", "print a summary as JSON", false)
    .action(async (file: string, o: { control?: string; json: boolean }) => {
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(file, "utf8")) as unknown;
      } catch (err) {
        throw new Error(`${file}: ${err instanceof SyntaxError ? "not JSON" : `cannot read it (${(err as NodeJS.ErrnoException).code ?? String(err)})`}`);
      }
      const checked = parseSnapshot(raw);
      if (!checked.ok) throw new Error(`${file}: not a sim snapshot: ${checked.error}`);
      // The API state as the sim will check it (the sim checks again: this only words it the same way).
      const api = checked.snapshot.api === undefined ? null : checkApiState(structuredClone(checked.snapshot.api)); // a copy: inline files of an older state stay in what is sent
      if (api !== null && !api.ok) throw new Error(`${file}: not a sim snapshot: api.${api.error}`);
      const answer = (await callControl(o.control, "PUT", "/snapshot", checked.snapshot)) as { printers: number; note: string; warnings: string[]; snapshot: FleetSnapshot };
      for (const w of answer.warnings) console.error(`sim: warning: ${w}`);
      print(o.json, answer, `loaded ${answer.printers} printers from ${file}: ${answer.snapshot.printers.map((p) => `${p.model.sn} ${p.model.state}`).join(", ")}\n${answer.note}`);
    });
  return snapshot;
}
