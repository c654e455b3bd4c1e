import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { NoInput } from "./common.ts";

/**
 * default/config, "what each answer contains ... not shown" (§7): the back-office settings
 * the public pages need. cash_back defaults to 1 unit (§1), popup_probability is 0..1.
 */
export const AppConfig = z.looseObject({
  cash_back: z.number(),
  popup_probability: z.number().check(z.gte(0), z.lte(1)),
  kefu_phone: z.optional(z.string()),
  wechat_app_id: z.optional(z.string()),
});
export type AppConfig = z.infer<typeof AppConfig>;

export const config = endpoint({
  method: "GET",
  path: "/api/default/config",
  access: "public",
  input: NoInput,
  output: AppConfig,
  summary: "Back-office configuration for public pages",
});
