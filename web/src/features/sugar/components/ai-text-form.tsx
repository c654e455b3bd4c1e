/** Text drawing's form: up to 12 characters (contract textPattern) and a calligraphy font. */
import { useState } from "react";
import { TEXT_FONTS } from "../../../../contract/http/tanghua.ts";
import { Button, Form, TextField } from "../../../components/form-field.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { AiChoice } from "./ai-choice.tsx";
import "./draw-page.css";

export type TextFont = (typeof TEXT_FONTS)[number];
export const TEXT_MAX = 12;

export function AiTextForm({ busy, onSubmit }: { busy: boolean; onSubmit: (text: string, font: TextFont) => void }) {
  const t = useT("sugar-draw");
  const [text, setText] = useState("");
  const [font, setFont] = useState<TextFont>("kai");
  const [error, setError] = useState<string>();
  const submit = () => {
    const v = text.trim();
    if (v === "") return setError(t("text.required"));
    if ([...v].length > TEXT_MAX) return setError(t("text.tooLong", { max: TEXT_MAX }));
    onSubmit(v, font);
  };
  return (
    <Form onSubmit={submit} className="draw-page__form">
      <TextField
        label={t("text.label")}
        name="text"
        value={text}
        onChange={(v) => {
          setText(v);
          setError(undefined);
        }}
        maxLength={TEXT_MAX}
        placeholder={t("text.placeholder")}
        error={error}
      />
      <AiChoice name="font" legend={t("text.font")} options={TEXT_FONTS.map((f) => ({ value: f, label: t(`font.${f}`) }))} value={font} onChange={setFont} />
      <Button type="submit" block loading={busy}>
        {t("ai.generate")}
      </Button>
    </Form>
  );
}
