#!/usr/bin/env node
// The `sim` executable: registers tsx so the TypeScript sources run as they are, then runs main.ts.
import { register } from "tsx/esm/api";

register();
const { run } = await import("./main.ts");
process.exitCode = await run(process.argv.slice(2));
