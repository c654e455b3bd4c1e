/**
 * A test print (order/moni-make, §7): the printer's manager picks one of its patterns and the
 * printer prints it free, at once, so a machine can be checked without paying; the live status
 * above shows it heating. Only managers (§6 is_manage) may: others are told how to become one.
 */
import { useState } from "react";
import type { Pattern } from "../../../../../contract/http/sugar.ts";
import { BottomSheet } from "../../../../components/bottom-sheet.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useTestPatterns } from "../api/use-test-patterns.ts";
import { useTestPrint } from "../api/use-test-print.ts";
import "../../../../components/admin/printer.css";
import "./device.css";

export function TestPrintSheet({ sn, open, onClose }: { sn: string; open: boolean; onClose: () => void }) {
  const t = useT("admin-device");
  const patterns = useTestPatterns(open ? sn : null);
  const print = useTestPrint();
  const [busy, setBusy] = useState<number | null>(null);
  const list = patterns.data?.list;

  const pick = async (p: Pattern) => {
    if (busy !== null) return; // one test print per tap, however fast the taps
    setBusy(p.id);
    try {
      const made = await print.trigger({ sn, goods_id: p.goods_id });
      toast.success(t("test.sent", { sn: made.sn }));
      onClose();
    } catch {
      // the client has said why (a toast)
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (list === undefined) body = patterns.error ? <ErrorState message={errorMessage(patterns.error)} onRetry={() => void patterns.reload()} /> : <LoadingState />;
  else if (list.length === 0) body = <EmptyState title={t("test.noPatterns")} />;
  else
    body = (
      <ul className="test-print__grid" aria-label={t("test.pick")}>
        {list.map((p) => (
          <li key={p.id}>
            <button type="button" className="test-print__item" disabled={busy !== null} aria-busy={busy === p.id || undefined} onClick={() => void pick(p)}>
              <Img className="test-print__img" src={p.image_url} alt="" />
              <span className="test-print__name">{p.name}</span>
              {busy === p.id && <span className="printer-muted">{t("test.sending")}</span>}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <BottomSheet open={open} onClose={() => busy === null && onClose()} title={t("test.title")}>
      <p className="printer-muted device-note">{t("test.text")}</p>
      {body}
    </BottomSheet>
  );
}
