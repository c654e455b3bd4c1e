/**
 * What `npm run bench` loads, one entry per scenario. A scenario runs only when every endpoint
 * it `needs` is in the contract (ENDPOINTS); otherwise the bench prints "not yet in the
 * contract". Adding one is a few lines: its steps, who it runs as, what it needs.
 */
import { PAY_TYPE } from "../../web/contract/constants.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";

export type EndpointKey = `${"GET" | "POST"} /api/${string}`;

export interface ScenarioStep {
  readonly method: "GET" | "POST";
  /** Path and query on the server under test. */
  readonly path: string;
  /** JSON body. */
  readonly body?: unknown;
  /** JSON body from the previous step's parsed answer (the whole envelope). */
  readonly bodyFn?: (previous: unknown) => unknown;
}

export interface SetupContext {
  /** GET an /api path on the mock as the scenario's user; the envelope's data (throws unless errorCode 0). */
  get(path: string): Promise<unknown>;
}

export interface Scenario {
  readonly name: string;
  readonly needs: readonly EndpointKey[];
  /** Seeded mobile to log in as; its bearer token goes with every request. */
  readonly as?: string;
  /** Give that user a balance the run cannot spend (pay-with-balance loops). */
  readonly rich?: boolean;
  /** The requests of one iteration, worked out against the running mock. */
  steps(ctx: SetupContext): Promise<readonly ScenarioStep[]> | readonly ScenarioStep[];
}

const CUSTOMER = SEED_USERS.customer.mobile;
const PRINTER = "SIM-0001";

export const SCENARIOS: readonly Scenario[] = [
  {
    name: "GET /api/user/info (auth)",
    needs: ["GET /api/user/info"],
    as: CUSTOMER,
    steps: () => [{ method: "GET", path: "/api/user/info" }],
  },
  {
    name: "GET /api/company/info",
    needs: ["GET /api/company/info"],
    steps: () => [{ method: "GET", path: "/api/company/info" }],
  },
  {
    name: `GET /api/sugar/list?sn=${PRINTER} (auth)`,
    needs: ["GET /api/sugar/list"],
    as: CUSTOMER,
    steps: () => [{ method: "GET", path: `/api/sugar/list?sn=${PRINTER}` }],
  },
  {
    name: "POST /api/order/make + payment (balance, auth)",
    needs: ["GET /api/sugar/list", "POST /api/order/make", "POST /api/order/payment"],
    as: CUSTOMER,
    rich: true,
    async steps({ get }) {
      const page = (await get(`/api/sugar/list?sn=${PRINTER}`)) as { list?: { goods_id?: number }[] } | null;
      const goodsId = page?.list?.[0]?.goods_id;
      if (goodsId === undefined) throw new Error(`${PRINTER} lists no pattern to order`);
      return [
        { method: "POST", path: "/api/order/make", body: { target_id: goodsId, target_type: "goods", print_param: { sn: PRINTER, type: "sugar" } } },
        {
          method: "POST",
          path: "/api/order/payment",
          // Pay the order just made (make answers data.sn, the order number) from the balance.
          bodyFn: (made) => ({ sn: (made as { data?: { sn?: string } } | null)?.data?.sn ?? "", pay_type: PAY_TYPE.BALANCE }),
        },
      ];
    },
  },
];
