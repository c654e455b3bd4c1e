/**
 * Field-level errors of an admin form (§5: bad input gets a clear message under its field):
 * each field has a rule that answers a message when broken; the form shows each under its field
 * and sends nothing while one is broken; focus goes to the first, so keyboard and screen-reader
 * users land on what to fix.
 */

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Runs every field's rule; the broken ones with their messages. */
export function checkFields<F extends string>(rules: { readonly [K in F]: () => string | undefined }): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const message = rules[field]();
    if (message !== undefined && message !== "") out[field] = message;
  }
  return out;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some((m) => m !== undefined);
}

/** Focuses the form's first control (in document order) that is marked aria-invalid. */
export function focusFirstError(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * The field errors of a refused save (a 422 whose data names each field at fault: `{ fields:
 * { cash_back: "…" } }`, the router's answer), put on the form's fields by `map` (server name →
 * form field); null when the failure is not one of those. The server's words are kept: they say
 * which rule broke.
 */
export function serverFieldErrors<F extends string>(error: unknown, map: Readonly<Record<string, F>>): FieldErrors<F> | null {
  if (typeof error !== "object" || error === null || !("status" in error) || error.status !== 422 || !("data" in error)) return null;
  const data = error.data;
  const fields = typeof data === "object" && data !== null && "fields" in data ? data.fields : undefined;
  if (typeof fields !== "object" || fields === null) return null;
  const out: FieldErrors<F> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = map[name.split(".")[0] ?? name];
    if (field !== undefined && typeof message === "string" && out[field] === undefined) out[field] = message;
  }
  return Object.keys(out).length > 0 ? out : null;
}
