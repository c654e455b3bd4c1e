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
 * The field errors of a refused write, for the fields a form has (typed to them, with a fallback): a 422's `data.fields` (the mock
 * API names every field at fault, mock-api/router.ts), or, for a refusal (errorCode 1) with no field
 * named, its words under `fallback` (the field the refusal is about, e.g. a serial nobody knows).
 */
export function refusalFieldErrors<F extends string>(err: unknown, fields: readonly F[], fallback?: F): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  const data = err !== null && typeof err === "object" && "data" in err ? (err as { data: unknown }).data : undefined;
  const named = data !== null && typeof data === "object" && "fields" in data ? (data as { fields: unknown }).fields : undefined;
  if (named !== null && typeof named === "object") {
    for (const f of fields) {
      const m = (named as Record<string, unknown>)[f];
      if (typeof m === "string" && m !== "") out[f] = m;
    }
  }
  if (!hasErrors(out) && fallback !== undefined && isRefusal(err)) out[fallback] = (err as Error).message;
  return out;
}

/** A refusal the server explained (§8 errorCode 1 with its msg), as opposed to a failed request. */
export function isRefusal(err: unknown): boolean {
  return err instanceof Error && (err as { kind?: unknown }).kind === "api" && err.message !== "";
}
