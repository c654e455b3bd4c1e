/**
 * Where `sim start` answers: listening on its ports (a port already taken is said plainly, with what
 * to do), the URLs made from them, and handing them to start-output.ts once everything is up.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MQTT_WS_PATH } from "./broker.ts";
import { colourWanted } from "./cli-io.ts";
import type { SimUrls } from "./control-qa.ts";
import { printReady, type OutputMode, type Ready } from "./start-output.ts";

function portInUse(what: string, port: number, host: string, err: unknown): Error {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") return new Error(`${what} port ${port} on ${host} is already in use: stop the other process or pass another port`, { cause: err });
  if (code === "EACCES") return new Error(`${what} port ${port} on ${host} needs privileges (EACCES): pick a port above 1023`, { cause: err });
  return err instanceof Error ? err : new Error(String(err));
}

/** `listen()`'s URL; a port taken or privileged fails with a message that names the server, the port and the way out. */
export async function listenOn(what: string, port: number, host: string, listen: () => Promise<string>): Promise<string> {
  try {
    return await listen();
  } catch (err) {
    throw portInUse(what, port, host, err);
  }
}

/** The app's URL, MQTT over TCP (null without a TCP listener), and MQTT over WebSocket on the app's origin. */
export function simUrls(appUrl: string, mqttUrl: string | null): SimUrls {
  return { app: appUrl, mqtt: mqttUrl, ws: `${appUrl.replace(/^http/, "ws")}${MQTT_WS_PATH}` };
}

/** The built web app, if any: dist/web beside the sources, or under TANGHUA_DIST. */
function webBuilt(): boolean {
  return existsSync(process.env.TANGHUA_DIST ? `${process.env.TANGHUA_DIST}/web/index.html` : fileURLToPath(new URL("../dist/web/index.html", import.meta.url)));
}

/** Prints the URLs and each printer's customer link (start-output.ts: QR codes in a terminal). */
export async function printUrls(ready: Omit<Ready, "printers">, serials: readonly string[], mode: OutputMode): Promise<void> {
  // npm start builds first; a bare `sim start` before any build serves the API without the app.
  if (!webBuilt()) console.error("sim: dist/web is missing: run `npm run build` for the web app");
  const printers = serials.map((sn) => ({ sn, url: `${ready.app}/sugar?sn=${encodeURIComponent(sn)}` }));
  await printReady({ ...ready, printers }, mode, colourWanted());
}
