/**
 * Export a date range to CSV (issue 14, manage-order/download): the range (the list's, or this
 * month) with field-level errors (both days, start not after end, at most `maxDays`), then the
 * backend makes the file and the browser downloads it with the user's cookie (only its owner may,
 * lib/admin/download.ts). The file has exactly the rows of the list the page shows for the range.
 */
import "./admin.css";
import { useEffect, useState } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { daysInRange, isDay, monthStart, today } from "../../lib/admin/dates.ts";
import { saveFile } from "../../lib/admin/download.ts";
import { toast } from "../../lib/toast.ts";
import { BottomSheet } from "../bottom-sheet.tsx";
import { Button } from "../button.tsx";
import { DateRangeField } from "./date-range-field.tsx";

export interface ExportResult {
  url: string;
  file_name: string;
  row_count: number;
}

export interface ExportDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What goes in the file, in a line ("糖画订单，按当前筛选"). */
  description?: string;
  start?: string | undefined;
  end?: string | undefined;
  maxDays: number;
  onExport: (start: string, end: string) => Promise<ExportResult>;
}

/** The range's problem, as a message key, or undefined when it can be exported. */
export function rangeProblem(start: string, end: string, maxDays: number): "required" | "order" | "tooLong" | undefined {
  if (!isDay(start) || !isDay(end)) return "required";
  if (start > end) return "order";
  if (daysInRange(start, end) > maxDays) return "tooLong";
  return undefined;
}

export function ExportDrawer({ open, onClose, title, description, start, end, maxDays, onExport }: ExportDrawerProps) {
  const t = useT("admin");
  const [range, setRange] = useState<[string, string]>(["", ""]);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    const now = today();
    setRange([start ?? monthStart(now), end ?? now]);
    setProblem(undefined);
  }, [open, start, end]);

  const submit = async () => {
    const p = rangeProblem(range[0], range[1], maxDays);
    if (p !== undefined) return setProblem(t(`export.${p}`, { max: maxDays }));
    setProblem(undefined);
    setBusy(true);
    try {
      const file = await onExport(range[0], range[1]);
      saveFile(file.url, file.file_name);
      toast.success(t("export.done", { n: file.row_count }));
      onClose();
    } catch {
      // The client said why (a toast); the drawer stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <BottomSheet
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      footer={
        <Button block loading={busy} onClick={() => void submit()}>
          {t("export.submit")}
        </Button>
      }
    >
      <div className="export-drawer">
        {description !== undefined && <p className="export-drawer__text">{description}</p>}
        <DateRangeField
          label={t("export.range", { max: maxDays })}
          start={range[0]}
          end={range[1]}
          required
          error={problem}
          onChange={(a, b) => {
            setRange([a, b]);
            if (problem !== undefined) setProblem(undefined);
          }}
        />
      </div>
    </BottomSheet>
  );
}
