import "./ai.css";
/** A row of choice chips (radio buttons): AI style, text font, prompt ideas. Each chip is ≥ 44 px high. */
export interface AiChoiceProps<K extends string> {
  name: string;
  legend: string;
  options: readonly { value: K; label: string }[];
  value: K;
  onChange: (value: K) => void;
}

export function AiChoice<K extends string>({ name, legend, options, value, onChange }: AiChoiceProps<K>) {
  return (
    <fieldset className="ai-choice">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="ai-choice__chip">
          <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
