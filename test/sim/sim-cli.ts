/**
 * Runs the `sim` executable (node sim/bin.mjs) as a user would, for the CLI tests of scenario, record,
 * replay, snapshot and fault api. Every child is killed when it overruns; none outlives its test.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface SimRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runSim(args: readonly string[], timeoutMs = 60_000): Promise<SimRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["sim/bin.mjs", ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`sim ${args.join(" ")}: no exit in ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A seeded user's access token, the way the app logs in (send-code, the dev code endpoint, login). */
export async function loginToken(app: string, mobile: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(app + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return (await res.json()) as { errorCode: number; data: { access_token?: string } };
  };
  await post("/api/default/send-code", { mobile });
  const code = ((await (await fetch(`${app}/__mock/codes?mobile=${mobile}`)).json()) as { data: { code: string } }).data.code;
  const login = await post("/api/default/login", { mobile, code });
  if (login.errorCode !== 0 || login.data.access_token === undefined) throw new Error(`login of ${mobile} failed`);
  return login.data.access_token;
}
