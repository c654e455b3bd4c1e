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
 * The fields a refused save names (the mock's 422 and a real backend's carry `data.fields`,
 * field → message; lib/http.ts keeps it on the error): shown under those fields, like the page's
 * own rules, so nothing typed is lost. Nested fields ("contact.phone", "invoice.tax_id") keep
 * their dotted names. Anything else (a network failure, a business refusal) names none. With
 * `known`, only the form's own fields (the rest are left to the toast the client already showed).
 */
export function serverFieldErrors(error: unknown): Readonly<Record<string, string>>;
export function serverFieldErrors<F extends string>(error: unknown, known: readonly F[]): FieldErrors<F>;
export function serverFieldErrors(error: unknown, known?: readonly string[]): Readonly<Record<string, string>> {
  const data = error !== null && typeof error === "object" && "data" in error ? (error as { data: unknown }).data : undefined;
  const fields = data !== null && typeof data === "object" && "fields" in data ? (data as { fields: unknown }).fields : undefined;
  if (fields === null || typeof fields !== "object") return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === "string" && v !== "" && (known === undefined || known.includes(k))) out[k] = v;
  return out;
}

/**
 * serverFieldErrors put on a form's own fields by `map` (server name → form field; a nested name
 * counts for its first part: "cash_back" or "shop_ids.0"); null when the refusal names none of
 * them. The server's words are kept: they say which rule broke (issue 15's activity and coupon forms).
 */
export function mappedFieldErrors<F extends string>(error: unknown, map: Readonly<Record<string, F>>): FieldErrors<F> | null {
  const out: FieldErrors<F> = {};
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    const field = map[name.split(".")[0] ?? name];
    if (field !== undefined && out[field] === undefined) out[field] = message;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The field errors of a refused write for the fields a form has (typed to them): those its 422
 * names (serverFieldErrors), or, for a refusal (errorCode 1) naming none, its words under
 * `fallback` (the field the refusal is about, e.g. a serial nobody knows).
 */
export function refusalFieldErrors<F extends string>(err: unknown, fields: readonly F[], fallback?: F): FieldErrors<F> {
  const named = serverFieldErrors(err);
  const out: FieldErrors<F> = {};
  for (const f of fields) {
    const m = named[f];
    if (m !== undefined) out[f] = m;
  }
  if (!hasErrors(out) && fallback !== undefined && isRefusal(err)) out[fallback] = (err as Error).message;
  return out;
}

/** A refusal the server explained (§8 errorCode 1 with its msg), as opposed to a failed request. */
export function isRefusal(err: unknown): boolean {
  return err instanceof Error && (err as { kind?: unknown }).kind === "api" && err.message !== "";
}

/**
 * A form's save: its own rules first (nothing sent while one is broken, focus on the first), then
 * the call; a refusal naming the form's fields shows under them, focus on the first, the draft
 * kept as typed (anything else was toasted by the client). `saved` runs on success.
 */
export async function saveChecked<F extends string, T>(o: {
  errors: FieldErrors<F>;
  setErrors: (errors: FieldErrors<F>) => void;
  form: { readonly current: HTMLElement | null };
  serverFields: Readonly<Record<string, F>>;
  save: () => Promise<T>;
  saved: (result: T) => void;
}): Promise<void> {
  o.setErrors(o.errors);
  if (hasErrors(o.errors)) {
    requestAnimationFrame(() => focusFirstError(o.form.current));
    return;
  }
  let result: T;
  try {
    result = await o.save();
  } catch (err) {
    const fields = mappedFieldErrors(err, o.serverFields);
    if (fields) {
      o.setErrors(fields);
      requestAnimationFrame(() => focusFirstError(o.form.current));
    }
    return;
  }
  o.saved(result);
}
