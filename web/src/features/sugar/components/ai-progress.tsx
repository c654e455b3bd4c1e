/**
 * The wait for a generated pattern (CONVENTIONS: every long wait shows visible progress). The
 * call reports no progress, so the bar eases towards 90 % and the stage text moves on every
 * STAGE_MS; the answer replaces the panel.
 */
import { useEffect, useState } from "react";
import { useT } from "../../../lib/i18n/index.ts";
import "./ai.css";

const STAGES = ["progress.read", "progress.draw", "progress.pour", "progress.finish"] as const;
/** ms per stage text; a typical generation takes a few seconds. */
const STAGE_MS = 1500;
const TICK_MS = 200;

export function AiProgress() {
  const t = useT("sugar-draw");
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setElapsed((e) => e + TICK_MS), TICK_MS);
    return () => clearInterval(id);
  }, []);
  // 90 % × (1 − e^(−t/4 s)): fast at first, never claims to be done.
  const percent = Math.round(90 * (1 - Math.exp(-elapsed / 4000)));
  const stage = STAGES[Math.min(Math.floor(elapsed / STAGE_MS), STAGES.length - 1)] ?? STAGES[0];
  return (
    <div className="ai-progress" role="status" aria-live="polite">
      <div className="ai-progress__bar" role="progressbar" aria-label={t("progress.label")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p>{t(stage)}</p>
    </div>
  );
}
