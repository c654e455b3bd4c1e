/**
 * Pattern actions (§4, §5, §6): hide (level_type 1 on others' works), top as a toggle (printer
 * managers), delete (the owner's own works). Each asks in a confirm drawer first; after it the
 * lists reload (the mutation invalidates them). §8: a failure is logged, toasted by the HTTP
 * client, and the drawer stays open.
 */
import { useState } from "react";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { Button } from "../../../components/button.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePatternAction } from "../api/use-pattern-action.ts";
import type { PatternActionsAllowed } from "../pattern-rules.ts";
import "./pattern-picker.css";

export type PatternActionKind = "hide" | "top" | "delete";

export interface PatternActionsProps {
  pattern: Pattern;
  sn: string;
  allowed: PatternActionsAllowed;
  /** After a confirmed action succeeded. */
  onDone: (action: PatternActionKind) => void;
}

export function PatternActions({ pattern, sn, allowed, onDone }: PatternActionsProps) {
  const t = useT("sugar");
  const mutations = { top: usePatternAction(), hide: usePatternAction(), delete: usePatternAction() };
  const [asking, setAsking] = useState<PatternActionKind | null>(null);
  if (!allowed.hide && !allowed.top && !allowed.delete) return null;

  const pinned = pattern.is_top === 1;
  const texts: Record<PatternActionKind, { label: string; title: string; message: string }> = {
    hide: { label: t("action.hide"), title: t("action.hideTitle"), message: t("action.hideText") },
    top: pinned
      ? { label: t("action.unpin"), title: t("action.unpinTitle"), message: t("action.unpinText") }
      : { label: t("action.pin"), title: t("action.pinTitle"), message: t("action.pinText") },
    delete: { label: t("action.delete"), title: t("action.deleteTitle"), message: t("action.deleteText") },
  };
  const shown = (["top", "hide", "delete"] as const).filter((a) => allowed[a]);

  return (
    <div className="picker__actions">
      {shown.map((a) => (
        <Button key={a} size="sm" variant={a === "delete" ? "danger" : "secondary"} onClick={() => setAsking(a)}>
          {texts[a].label}
        </Button>
      ))}
      <ConfirmDrawer
        open={asking !== null}
        title={asking ? texts[asking].title : ""}
        message={asking ? texts[asking].message : undefined}
        confirmLabel={asking ? texts[asking].label : undefined}
        danger={asking === "delete" || asking === "hide"}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          if (asking === null) return;
          await mutations[asking].trigger({ action: asking, goods_id: pattern.goods_id, sn });
          onDone(asking);
        }}
      />
    </div>
  );
}
