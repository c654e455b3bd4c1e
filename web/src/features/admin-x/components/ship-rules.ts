/**
 * The parcel form's rules, the contract's (manage-order.ts shipping) said before anything is
 * sent: a carrier (1-30 characters), a tracking number of 6-32 letters, digits or dashes, and for
 * printers the serials in the parcel: at least one, each a serial (letters, digits, - and _, at
 * most 64), none twice, no more than the units still to send. Pure, so it is tested alone.
 */

/** Serials as typed or pasted: one a line, or separated by spaces, commas or 、. */
export function parseSerials(text: string): string[] {
  return text
    .split(/[\s,，、;；]+/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

export type ShipProblem =
  | { field: "company"; key: "companyRequired" | "companyTooLong" }
  | { field: "tracking_no"; key: "trackingBad" }
  | { field: "sns"; key: "snsRequired" | "snBad" | "snTwice" | "snsTooMany"; sn?: string; left?: number };

export function shipProblems(input: { company: string; tracking_no: string; sns: readonly string[] | null; left: number }): ShipProblem[] {
  const out: ShipProblem[] = [];
  const company = input.company.trim();
  if (company === "") out.push({ field: "company", key: "companyRequired" });
  else if (company.length > 30) out.push({ field: "company", key: "companyTooLong" });
  if (!/^[A-Za-z0-9-]{6,32}$/.test(input.tracking_no.trim())) out.push({ field: "tracking_no", key: "trackingBad" });
  if (input.sns !== null) {
    const seen = new Set<string>();
    const bad = input.sns.find((sn) => !/^[A-Za-z0-9_-]{1,64}$/.test(sn));
    const twice = input.sns.find((sn) => (seen.has(sn) ? true : (seen.add(sn), false)));
    if (input.sns.length === 0) out.push({ field: "sns", key: "snsRequired" });
    else if (bad !== undefined) out.push({ field: "sns", key: "snBad", sn: bad });
    else if (twice !== undefined) out.push({ field: "sns", key: "snTwice", sn: twice });
    else if (input.sns.length > input.left) out.push({ field: "sns", key: "snsTooMany", left: input.left });
  }
  return out;
}

/** Carriers a Chinese back office ships with, offered as suggestions (any other may be typed). */
export const CARRIERS = ["顺丰速运", "京东物流", "中通快递", "圆通速递", "韵达快递", "申通快递", "EMS", "德邦快递"] as const;
