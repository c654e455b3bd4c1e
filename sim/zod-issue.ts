/**
 * One line for a zod issue, naming the field: `steps[3].values.material: expected boolean`.
 * zod/mini carries no locale (its default message is "Invalid input"), so the common cases are worded here.
 */
import type * as z from "zod/mini";

function message(issue: z.core.$ZodIssue): string {
  if (issue.message !== "Invalid input") return issue.message;
  switch (issue.code) {
    case "unrecognized_keys":
      return `unknown field${issue.keys.length === 1 ? "" : "s"} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
    case "invalid_type":
      return `expected ${issue.expected}`;
    case "too_small":
      return `must be ${issue.inclusive === false ? ">" : "≥"} ${String(issue.minimum)}`;
    case "too_big":
      return `must be ${issue.inclusive === false ? "<" : "≤"} ${String(issue.maximum)}`;
    case "invalid_union":
      // A discriminated union (a model snapshot's `version`): say which values it knows.
      return "options" in issue && Array.isArray(issue.options) ? `must be ${issue.options.map((v) => JSON.stringify(v)).join(" or ")}` : issue.message;
    case "invalid_value":
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`;
    default:
      return issue.message;
  }
}

/** The first issue as `path: message` (just the message at the top level). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (issue === undefined) return "invalid";
  const path = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("").replace(/^\./, "");
  return `${path === "" ? "" : `${path}: `}${message(issue)}`;
}
