/** AI drawing's form: what to draw (1..100 characters, contract paintingPattern), ideas to start from, and the style. */
import { useState } from "react";
import { AI_STYLES } from "../../../../contract/http/tanghua.ts";
import { Button, Form, TextField } from "../../../components/form-field.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { AiChoice } from "./ai-choice.tsx";
import "./draw-page.css";
import "./ai.css";

export type AiStyle = (typeof AI_STYLES)[number];
export const PROMPT_MAX = 100;
const IDEAS = ["idea.dragon", "idea.fish", "idea.butterfly", "idea.rabbit"] as const;

export function AiPromptForm({ busy, onSubmit }: { busy: boolean; onSubmit: (prompt: string, style: AiStyle) => void }) {
  const t = useT("sugar-draw");
  const [prompt, setPrompt] = useState("");
  const [style, setStyle] = useState<AiStyle>("classic");
  const [error, setError] = useState<string>();
  const submit = () => {
    const p = prompt.trim();
    if (p === "") return setError(t("ai.promptRequired"));
    if ([...p].length > PROMPT_MAX) return setError(t("ai.promptTooLong", { max: PROMPT_MAX }));
    onSubmit(p, style);
  };
  return (
    <Form onSubmit={submit} className="draw-page__form">
      <TextField
        label={t("ai.prompt")}
        name="prompt"
        value={prompt}
        onChange={(v) => {
          setPrompt(v);
          setError(undefined);
        }}
        maxLength={PROMPT_MAX}
        placeholder={t("ai.promptPlaceholder")}
        error={error}
      />
      <div className="ai-ideas" aria-label={t("ai.ideas")} role="group">
        {IDEAS.map((k) => (
          <button
            key={k}
            type="button"
            onClick={() => {
              setPrompt(t(k));
              setError(undefined);
            }}
          >
            {t(k)}
          </button>
        ))}
      </div>
      <AiChoice name="style" legend={t("ai.style")} options={AI_STYLES.map((s) => ({ value: s, label: t(`style.${s}`) }))} value={style} onChange={setStyle} />
      <Button type="submit" block loading={busy}>
        {t("ai.generate")}
      </Button>
    </Form>
  );
}
