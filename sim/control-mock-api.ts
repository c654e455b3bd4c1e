/**
 * The control API's routes that change how the mock API behaves (control-qa.ts mounts them): its
 * live settings and its HTTP fault rules, so a scenario can shorten an order's expiry or make an
 * endpoint fail without restarting the sim.
 *
 *   POST   /settings {orderExpiryMs}    the mock API's live settings (a scenario's short expiry)
 *   GET    /api-faults                  the mock API's HTTP fault rules (`sim fault api list`)
 *   POST   /api-faults {rule}           add one (mock-api/faults/rules.ts: path, method, action, times, token, id)
 *   DELETE /api-faults[/:id]            remove all, or one
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import * as z from "zod/mini";
import type { MockSettings } from "../mock-api/devices.ts";
import { describeRule, FaultRuleError, isFaultEngine, maskToken, type FaultEngine, type FaultRule, type Faults } from "../mock-api/faults/index.ts";
import { HttpError, parse, readJson, send } from "./control-http.ts";

export interface MockApiRouteDeps {
  /** The mock API's fault engine (`sim fault api`); without it those routes answer 501. */
  faults?: Faults;
  /** The mock API's live settings object (createMockApi().settings); without it POST /settings answers 501. */
  settings?: MockSettings;
  log: (line: string) => void;
}

const SettingsInput = z.strictObject({
  // ≥ 1 s: an order must be payable at all; ≤ 1 day.
  orderExpiryMs: z.optional(z.number().check(z.int(), z.gte(1000), z.lte(86_400_000))),
});

/** A rule as the API lists it: its token masked, and said in words. */
const ruleView = (rule: FaultRule) => ({ ...rule, ...(rule.token !== undefined ? { token: maskToken(rule.token) } : {}), description: describeRule(rule) });

export function createMockApiRoutes(deps: MockApiRouteDeps) {
  const { log } = deps;

  function engine(): FaultEngine {
    if (deps.faults === undefined || !isFaultEngine(deps.faults)) throw new HttpError(501, "this sim was started without the mock API's fault engine");
    return deps.faults;
  }

  /** Answers the request when it is one of these routes; false otherwise. */
  async function route(req: IncomingMessage, res: ServerResponse, method: string, path: string, parts: string[]): Promise<boolean> {
    if (method === "POST" && path === "/settings") {
      if (deps.settings === undefined) throw new HttpError(501, "this sim was started without the mock API's settings");
      const input = parse(SettingsInput, await readJson(req));
      if (input.orderExpiryMs !== undefined) deps.settings.orderExpiryMs = input.orderExpiryMs;
      send(res, 200, { settings: deps.settings });
    } else if (parts[0] === "api-faults" && parts.length <= 2) {
      const id = parts[1];
      if (method === "GET" && id === undefined) send(res, 200, { rules: engine().list().map(ruleView) });
      else if (method === "DELETE" && id === undefined) send(res, 200, { removed: engine().clear() });
      else if (method === "DELETE") {
        if (!engine().remove(id ?? "")) throw new HttpError(404, `no API fault rule ${id ?? ""}`);
        send(res, 200, { removed: 1 });
      } else if (method === "POST" && id === undefined) {
        let rule: FaultRule;
        try {
          rule = engine().add(await readJson(req));
        } catch (err) {
          if (err instanceof FaultRuleError) throw new HttpError(422, err.message);
          throw err;
        }
        log(`[sim] API fault ${rule.id}: ${describeRule(rule)}`);
        send(res, 200, ruleView(rule));
      } else throw new HttpError(405, `${method} ${path}: GET, POST or DELETE`);
    } else {
      return false;
    }
    return true;
  }

  return { route };
}
