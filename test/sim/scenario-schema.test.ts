/**
 * Issue 13 item 9: the scenario format is published as a JSON Schema generated from the zod
 * objects (sim/scenario/scenario.schema.json, current with the code), files may name it in
 * `$schema`, and the README's sim section lists every action and expectation with an example that
 * is a valid step.
 */
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { formatJsonSchema } from "../../sim/commands/scenario.ts";
import { parseScenario, ScenarioError } from "../../sim/scenario/schema.ts";
import { ACTION_VOCABULARY, ACTIONS, EXPECTATION_VOCABULARY, EXPECTATIONS } from "../../sim/scenario/steps.ts";
import { ROOT, runSim } from "./sim-cli.ts";

const SCHEMA_FILE = join(ROOT, "sim/scenario/scenario.schema.json");

/** A step as the README writes it: `{ "do": "wait", "seconds": 20 }`. */
function inline(v: unknown): string {
  if (v !== null && typeof v === "object" && !Array.isArray(v)) return `{ ${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(", ")} }`;
  return JSON.stringify(v);
}

test("scenario.schema.json is what the zod schema generates now (`sim scenario schema` writes it)", async () => {
  const file = readFileSync(SCHEMA_FILE, "utf8");
  assert.equal(file, `${formatJsonSchema()}\n`, "out of date: run `npx sim scenario schema > sim/scenario/scenario.schema.json`");
  const r = await runSim(["scenario", "schema"]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, file);

  const schema = JSON.parse(file) as { $schema: string; properties: { steps: { items: { anyOf: { properties: Record<string, { const?: string }>; description?: string; examples?: unknown[]; additionalProperties: boolean }[] } } } };
  assert.equal(schema.$schema, "https://json-schema.org/draft/2020-12/schema");
  const variants = schema.properties.steps.items.anyOf;
  const names = variants.map((v) => `${v.properties.do?.const ?? ""}${v.properties.expect?.const ?? ""}`);
  assert.deepEqual(names, [...Object.keys(ACTIONS), ...Object.keys(EXPECTATIONS)], "one variant per action and expectation");
  for (const v of variants) {
    assert.equal(v.additionalProperties, false, "a misspelt field is an error in an editor too");
    assert.ok((v.description ?? "") !== "" && v.examples?.length === 1);
  }
});

test("every action and expectation has a line and an example, and every example is a valid step", () => {
  assert.deepEqual(Object.keys(ACTION_VOCABULARY).sort(), Object.keys(ACTIONS).sort());
  assert.deepEqual(Object.keys(EXPECTATION_VOCABULARY).sort(), Object.keys(EXPECTATIONS).sort());
  const examples = [...Object.values(ACTION_VOCABULARY), ...Object.values(EXPECTATION_VOCABULARY)].map((e) => e.example);
  // Order references need an order step before them.
  const steps = [{ do: "order", as: "o1", sn: "SIM-0001" }, ...examples.filter((e) => !("do" in e && e.do === "order"))];
  assert.equal(parseScenario({ name: "vocabulary", steps }).steps.length, steps.length);
});

test("a scenario file may name its JSON Schema in $schema; the shipped ones do; other unknown fields are still refused", () => {
  assert.equal(parseScenario({ $schema: "../scenario/scenario.schema.json", name: "x", steps: [{ do: "wait", seconds: 1 }] }).name, "x");
  assert.throws(() => parseScenario({ $schem: "x", name: "x", steps: [{ do: "wait", seconds: 1 }] }), (err: unknown) => err instanceof ScenarioError && /\$schem/.test(err.message));
  const dir = join(ROOT, "sim/scenarios");
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    const raw = JSON.parse(readFileSync(join(dir, f), "utf8")) as { $schema?: string };
    assert.equal(raw.$schema, "../scenario/scenario.schema.json", f);
    parseScenario(raw);
  }
});

test("the README's sim section lists the vocabulary: every action and expectation with its example, and the $schema", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## The printer simulator"), readme.indexOf("\n## ", readme.indexOf("## The printer simulator") + 1));
  for (const [name, e] of [...Object.entries(ACTION_VOCABULARY), ...Object.entries(EXPECTATION_VOCABULARY)]) {
    assert.ok(section.includes(`\`${inline(e.example)}\``), `README: no example of ${name}: ${inline(e.example)}`);
  }
  assert.ok(section.includes("sim/scenario/scenario.schema.json"));
  assert.ok(section.includes('"$schema"'));
});
