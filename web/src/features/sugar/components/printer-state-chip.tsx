/**
 * The printer's state in one line, from printer info (tanghua/info: online, fault, printing,
 * queue_count): offline or faulty (it cannot print now), out of sugar or sticks (a job waits for
 * the refill), busy with the jobs ahead and a time estimate, or free. Asked again while it is
 * anything but free, so the line follows the machine while the customer browses.
 */
import "./printer-state.css";
import type { ReactElement } from "react";
import { printerFaultOf } from "../../../../contract/http/sugar.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePoll } from "../../../lib/use-poll.ts";
import { minutesUntilStart } from "../api/use-print-queue.ts";
import { usePrinterInfo } from "../api/use-printer-info.ts";
import { PrinterStateRoom } from "./printer-state.tsx";

/** 10 s: a printer comes back or a job ends within minutes; the page need not ask more often. */
export const PRINTER_STATE_POLL_MS = 10_000;

export type PrinterStateKind = "offline" | "fault" | "materialOut" | "bambooOut" | "busy" | "free";

const FAULT_KIND = { device_error: "fault", material_out: "materialOut", bamboo_out: "bambooOut" } as const;

/** null: nothing to say (unknown, or an unbound printer, whose notice already says it cannot print). */
export function printerStateOf(info: {
  is_bind: number;
  online?: number | undefined;
  fault?: string | undefined;
  printing?: number | undefined;
  queue_count?: number | undefined;
}): { kind: PrinterStateKind; ahead: number } | null {
  if (info.is_bind === 0) return null;
  const ahead = info.queue_count ?? 0;
  if (info.online === 0) return { kind: "offline", ahead };
  const fault = printerFaultOf(info);
  if (fault !== undefined) return { kind: FAULT_KIND[fault], ahead };
  if (info.printing === 1 || ahead > 0) return { kind: "busy", ahead: Math.max(ahead, 1) };
  return info.online === 1 ? { kind: "free", ahead: 0 } : null;
}

/** `room`: keep the line's box when there is nothing to say (printer-state.tsx). */
export default function PrinterStateChip({ sn, room = false }: { sn: string; room?: boolean }): ReactElement | null {
  const t = useT("sugar");
  const printer = usePrinterInfo(sn);
  const state = printer.data ? printerStateOf(printer.data) : null;
  usePoll(printer.reload, state !== null && state.kind !== "free", PRINTER_STATE_POLL_MS, { pauseWhileHidden: true });
  if (state === null) return <PrinterStateRoom room={room} />; // room: the shell's printer is bound
  const text = state.kind === "busy" ? t("printerState.busy", { n: state.ahead, min: minutesUntilStart(state.ahead) }) : t(`printerState.${state.kind}`);
  return (
    <p className={`printer-state printer-state--${state.kind}`} role="status" data-printer-state={state.kind}>
      <span className="printer-state__dot" aria-hidden="true" />
      <span className="printer-state__text">{text}</span>
    </p>
  );
}
