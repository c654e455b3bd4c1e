/** Runs `mock-api/main.ts` as a child process, as a person would from the command line. */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../mock-api/main.ts", import.meta.url));

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs main.ts with `args`; `whileUp` (if given) runs once the URL is printed, then SIGTERM stops
 * it. Killed after 20 s whatever happens, so a hung child cannot hang the suite.
 */
export function runMain(args: string[], whileUp?: (url: string) => Promise<void>, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", MAIN, ...args], {
      env: { ...process.env, PORT: "", MOCK_CONTROL_TOKEN: "", ...env },
      stdio: "pipe",
    });
    let stdout = "";
    let stderr = "";
    let started = false;
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.stdout.setEncoding("utf8").on("data", (s: string) => {
      stdout += s;
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url !== undefined && !started) {
        started = true;
        (whileUp ?? (async () => {}))(url).then(
          () => child.kill("SIGTERM"),
          (err: unknown) => {
            child.kill("SIGTERM");
            reject(err);
          },
        );
      }
    });
    child.stderr.setEncoding("utf8").on("data", (s: string) => (stderr += s));
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
