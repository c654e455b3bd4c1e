/** `sim decode <hex>`: a heartbeat frame (as /sugar/debug shows it) decoded with the contract's codec. No sim needed. */
import { Command } from "commander";
import { decodeHeartbeat, describeHeartbeatError, fromHex } from "../../web/contract/device/heartbeat.ts";

export function decodeCommand(): Command {
  return new Command("decode")
    .description("decode a heartbeat frame given as hex")
    .argument("<hex>", "the frame, hex (spaces and 0x allowed)")
    .option("--json", "print the fields (or the typed error) as JSON", false)
    .action((hex: string, o: { json: boolean }) => {
      const bytes = fromHex(hex);
      if (bytes === null) throw new Error("not hex: an even number of 0-9 a-f digits expected");
      const r = decodeHeartbeat(bytes);
      if (!r.ok) {
        if (o.json) console.log(JSON.stringify({ ok: false, error: r.error }));
        throw new Error(`not a heartbeat: ${describeHeartbeatError(r.error)}`);
      }
      if (o.json) return console.log(JSON.stringify({ ok: true, value: r.value }));
      const width = Math.max(...Object.keys(r.value).map((k) => k.length));
      for (const [k, v] of Object.entries(r.value)) console.log(`${k.padEnd(width)}  ${String(v)}`);
    });
}
