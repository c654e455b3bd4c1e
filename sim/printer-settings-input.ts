/** What `sim set` / the control API's POST /printers/:sn/settings and a scenario's `set` step may change on a printer: one schema for both. */
import * as z from "zod/mini";

export const PrinterSettingsInput = z.strictObject({
  material: z.optional(z.boolean()),
  bamboo: z.optional(z.boolean()),
  targetTemp: z.optional(z.number()),
  targetBedTemp: z.optional(z.number()),
  printFlow: z.optional(z.number()),
  printSpeed: z.optional(z.number()),
  coins: z.optional(z.number()),
  ambientC: z.optional(z.number()),
});
