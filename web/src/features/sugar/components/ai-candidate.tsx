/**
 * One AI or text candidate (contract SHARE_RULE: a draft until kept or printed): the card opens
 * it in the shell's picker to print; "keep" makes it the caller's work with the page's share
 * choice. A kept one says so instead of offering the button again.
 */
import { Button } from "../../../components/button.tsx";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { DrawWorkCard } from "./draw-work-card.tsx";
import "./ai.css";

export interface AiCandidateProps {
  sn: string;
  work: Pattern;
  price: string;
  kept: boolean;
  busy: boolean;
  onKeep: () => void;
}

export function AiCandidate({ sn, work, price, kept, busy, onKeep }: AiCandidateProps) {
  const t = useT("sugar-draw");
  return (
    <div className="ai-candidate">
      <DrawWorkCard sn={sn} work={work} price={price} />
      {kept ? (
        <span className="ai-candidate__kept" role="status">
          {t("ai.kept")}
        </span>
      ) : (
        <Button variant="secondary" block loading={busy} onClick={onKeep} aria-label={`${t("ai.keep")} ${work.name}`}>
          {t("ai.keep")}
        </Button>
      )}
    </div>
  );
}
