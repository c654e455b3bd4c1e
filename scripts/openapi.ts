/**
 * `npm run openapi [out]`: writes an OpenAPI 3.1 document of the whole contract (every endpoint
 * of web/contract/http/index.ts) so the production backend can be checked against it.
 *
 * Schemas come from zod itself (`z.toJSONSchema`, JSON Schema 2020-12, which is OpenAPI 3.1's
 * dialect): inputs with io "input" (what a caller sends: query strings, JSON bodies), outputs
 * with io "output" (what `data` holds). Only the paths/operations around them are built here.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as z from "zod/mini";
import { FALLBACK_LANGUAGE, LANGUAGE_ALIASES, PRODUCT, TOKEN_COOKIE, UPLOAD_MAX_BYTES } from "../web/contract/constants.ts";
import type { Endpoint } from "../web/contract/http/endpoint.ts";
import { envelopeOf, ERROR_CODE } from "../web/contract/http/envelope.ts";
import { ENDPOINTS } from "../web/contract/http/index.ts";
import { UPLOAD_IMAGE_FIELD, uploadImage } from "../web/contract/http/tixian.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiOptions {
  readonly version?: string;
  /**
   * Endpoints whose body is multipart/form-data rather than JSON: path -> the file field.
   * Their contract `input` (NoInput) says nothing about the file, so the builder does.
   */
  readonly uploads?: Readonly<Record<string, string>>;
}

export interface OpenApiDocument {
  readonly openapi: "3.1.0";
  readonly info: JsonObject;
  readonly servers: Json[];
  readonly tags: JsonObject[];
  readonly paths: Record<string, Record<string, JsonObject>>;
  readonly components: JsonObject;
}

/** The error answers every call may give (§8), each an envelope with errorCode 1 and a msg. */
const ERROR_RESPONSES = {
  "401": { name: "Unauthorized", description: "No valid bearer token (§8: log in again)" },
  "403": { name: "Forbidden", description: "The caller's role may not make this call (§6)" },
  "413": { name: "PayloadTooLarge", description: "The body is larger than the server accepts" },
  "415": { name: "UnsupportedMediaType", description: "The body is not JSON (or, for uploads, not a png/jpeg)" },
  "422": { name: "ValidationError", description: "The input breaks the contract; msg names the field" },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** A JSON Schema of `schema` for embedding: no `$schema`, and nothing that refers outside itself. */
function jsonSchema(schema: z.ZodMiniType, io: "input" | "output", where: string): JsonObject {
  let out: JsonObject;
  try {
    out = z.toJSONSchema(schema, { io }) as JsonObject;
  } catch (err) {
    throw new Error(`openapi: ${where}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const { $schema: _dialect, ...rest } = out;
  // Recursive schemas would come with $defs and "#/..." refs relative to themselves; the contract
  // has none, and embedding them would need hoisting into components: refuse rather than break.
  if ("$defs" in rest) throw new Error(`openapi: ${where}: recursive schemas ($defs) are not supported`);
  return rest;
}

/** "/api/manage-order/tanghua-list" -> "manage-order" (§7 group). */
export function groupOf(path: string): string {
  return path.split("/")[2] ?? "api";
}

/** GET "/api/manage-order/tanghua-list" -> "getManageOrderTanghuaList". */
export function operationId(e: Pick<Endpoint, "method" | "path">): string {
  const words = e.path.replace(/^\/api\//, "").split(/[/-]/).filter((w) => w.length > 0);
  return e.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

function queryParameters(input: JsonObject, where: string): Json[] {
  const properties = input["properties"];
  if (input["type"] !== "object" || properties === null || typeof properties !== "object" || Array.isArray(properties)) {
    throw new Error(`openapi: ${where}: a GET input must be an object of query parameters`);
  }
  const required = new Set(Array.isArray(input["required"]) ? input["required"] : []);
  return Object.entries(properties).map(([name, schema]) => ({ name, in: "query", required: required.has(name), schema }));
}

function uploadBody(field: string): JsonObject {
  return {
    required: true,
    description: `multipart/form-data with one part "${field}": a png or jpeg of at most ${UPLOAD_MAX_BYTES} bytes (§5, §9)`,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          properties: { [field]: { type: "string", contentMediaType: "application/octet-stream" } },
          required: [field],
          additionalProperties: false,
        },
        encoding: { [field]: { contentType: "image/png, image/jpeg" } },
      },
    },
  };
}

function operation(e: Endpoint, uploads: Readonly<Record<string, string>>): JsonObject {
  const where = `${e.method} ${e.path}`;
  const input = jsonSchema(e.input, "input", `${where} input`);
  const data = jsonSchema(envelopeOf(e.output), "output", `${where} output`);
  const upload = uploads[e.path];

  const errors: ErrorStatus[] = [];
  if (e.access !== "public") errors.push("401", "403");
  if (e.method === "POST") errors.push("413", "415");
  errors.push("422");

  const op: JsonObject = {
    operationId: operationId(e),
    tags: [groupOf(e.path)],
    summary: e.summary,
    "x-access": e.access,
    ...(e.levels !== undefined ? { "x-levels": [...e.levels] } : {}),
    parameters: [{ $ref: "#/components/parameters/Language" }],
    responses: {
      "200": {
        description: `The §7 envelope: errorCode ${ERROR_CODE.OK} with data, or errorCode ${ERROR_CODE.FAILED} with msg (§5)`,
        content: { "application/json": { schema: data } },
      },
      ...Object.fromEntries(errors.map((s) => [s, { $ref: `#/components/responses/${ERROR_RESPONSES[s].name}` }])),
    },
  };
  if (e.silent === true) op["x-silent"] = true;
  if (e.access !== "public") op["security"] = [{ bearerAuth: [] }];
  if (e.method === "GET") {
    op["parameters"] = [...(op["parameters"] as Json[]), ...queryParameters(input, where)];
  } else if (upload !== undefined) {
    op["requestBody"] = uploadBody(upload);
  } else {
    // Required unless an empty body is itself a valid input (logout).
    op["requestBody"] = { required: !e.input.safeParse({}).success, content: { "application/json": { schema: input } } };
  }
  return op;
}

/** The whole document, from the endpoints alone: no files, no clock. */
export function buildOpenApi(endpoints: readonly Endpoint[], options: OpenApiOptions = {}): OpenApiDocument {
  const uploads = options.uploads ?? { [uploadImage.path]: UPLOAD_IMAGE_FIELD };
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const e of endpoints) {
    const item = (paths[e.path] ??= {});
    const method = e.method.toLowerCase();
    if (item[method] !== undefined) throw new Error(`openapi: ${e.method} ${e.path} is declared twice`);
    item[method] = operation(e, uploads);
  }
  const groups = [...new Set(endpoints.map((e) => groupOf(e.path)))].sort();
  const errorEnvelope = jsonSchema(
    z.looseObject({ errorCode: z.literal(ERROR_CODE.FAILED), msg: z.string(), data: z.optional(z.unknown()) }),
    "output",
    "error envelope",
  );

  return {
    openapi: "3.1.0",
    info: {
      title: `${PRODUCT.enTitle} API`,
      version: options.version ?? "0.0.0",
      description:
        "Every answer is the envelope { errorCode, msg, data } (§7); errorCode 0 is success. " +
        "GET inputs are query parameters, POST inputs a JSON body. x-access: public | user | merchant | admin; " +
        "x-levels: the admin level_types an admin call is narrowed to (1 reads, 3 and 7 act, 7 alone grants levels and reads the audit journal).",
    },
    servers: [{ url: "/" }],
    tags: groups.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: `The access token (cookie ${TOKEN_COOKIE}, §7), sent as Authorization: Bearer` },
      },
      parameters: {
        Language: {
          name: "Language",
          in: "header",
          required: false,
          description: `The stored language (§7); default ${FALLBACK_LANGUAGE}`,
          schema: { type: "string", enum: Object.keys(LANGUAGE_ALIASES) },
        },
      },
      schemas: { ErrorEnvelope: errorEnvelope },
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map((r) => [
          r.name,
          { description: r.description, content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } } },
        ]),
      ),
    },
  };
}

/** How many operations a document holds. */
export function operationCount(doc: OpenApiDocument): number {
  return Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
}

function main(argv: readonly string[]): void {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const out = resolve(argv[0] ?? resolve(root, "dist/openapi.json"));
  const pkg = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as { version?: string };
  const doc = buildOpenApi(ENDPOINTS, { version: pkg.version ?? "0.0.0" });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`openapi: wrote ${out} (${operationCount(doc)} operations)`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}
