/**
 * `sim pay <order_sn>`: completes a WeChat (Native QR / JSAPI) payment, as WeChat's notification
 * would: a customer's print order (T…) or a shop's purchase (materials CL…, printers SB…).
 */
import { Command } from "commander";
import { callControl, controlOption, print } from "../control-client.ts";

export function payCommand(): Command {
  return new Command("pay")
    .description("complete a pending WeChat payment of a print order or a purchase")
    .argument("<order_sn>", "the order number (T… print order, CL… materials, SB… printers)")
    .addOption(controlOption())
    .option("--json", "print the answer as JSON", false)
    .action(async (orderSn: string, o: { control?: string; json: boolean }) => {
      const answer = (await callControl(o.control, "POST", "/pay", { order_sn: orderSn })) as { already: boolean; status: number };
      print(o.json, answer, `${orderSn}: ${answer.already ? "already paid" : "paid"} (status ${answer.status})`);
    });
}
