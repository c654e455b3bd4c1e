/**
 * The region field of an address: province → city → district from `default/district`, one
 * level at a time (the contract loads a level per call). A field button opens a bottom sheet
 * with one tab per level; choosing a district completes the region and closes the sheet.
 * Used by /user/address-form and /lottery/address-form.
 */
import "./form-field.css"; // the .field classes it lays out
import "./district-picker.css";
import { useId, useState, type ReactNode } from "react";
import { DISTRICT_LEVEL, district as districtEndpoint, type District } from "../../contract/http/default.ts";
import { useT } from "../lib/i18n/index.ts";
import { useApi } from "../lib/use-api.ts";
import { BottomSheet } from "./bottom-sheet.tsx";
import { CheckIcon, ChevronRightIcon } from "./action-icons.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "./states.tsx";
import { Tabs } from "./tabs.tsx";

/** A complete region: the three ids the address calls take, with their names for display. */
export interface Region {
  province_id: number;
  city_id: number;
  district_id: number;
  province: string;
  city: string;
  district: string;
}

type Level = "province" | "city" | "county";
const LEVELS: readonly Level[] = ["province", "city", "county"];

interface Draft {
  province?: District;
  city?: District;
  county?: District;
}

export interface DistrictPickerProps {
  label: ReactNode;
  value: Region | null;
  onChange: (region: Region) => void;
  /** Shown under the field; marks it invalid. */
  error?: string;
  required?: boolean;
  /** Default t("address.regionPlaceholder"). */
  placeholder?: string;
  id?: string;
}

/** "浙江省 杭州市 西湖区"; a city that repeats its province (北京市 北京市) is said once. */
export function regionText(r: Pick<Region, "province" | "city" | "district">): string {
  const parts = r.city === r.province ? [r.province, r.district] : [r.province, r.city, r.district];
  return parts.filter(Boolean).join(" ");
}

export function DistrictPicker({ label, value, onChange, error, required, placeholder, id }: DistrictPickerProps) {
  const t = useT("common");
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [open, setOpen] = useState(false);
  const invalid = error !== undefined && error !== "";
  return (
    <div className={`field district-picker${invalid ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={fieldId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <button
        type="button"
        id={fieldId}
        className="field__control district-picker__control"
        aria-haspopup="dialog"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${fieldId}-error` : undefined}
        onClick={() => setOpen(true)}
      >
        <span className={value ? "district-picker__value" : "district-picker__placeholder"}>
          {value ? regionText(value) : (placeholder ?? t("address.regionPlaceholder"))}
        </span>
        <ChevronRightIcon size={18} />
      </button>
      {invalid && (
        <p className="field__error" id={`${fieldId}-error`}>
          {error}
        </p>
      )}
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t("district.title")} className="district-picker__sheet">
        <DistrictSheetBody
          value={value}
          onDone={(r) => {
            onChange(r);
            setOpen(false);
          }}
        />
      </BottomSheet>
    </div>
  );
}

function draftOf(value: Region | null): Draft {
  if (!value) return {};
  return {
    province: { id: value.province_id, name: value.province, parent_id: 0, level: DISTRICT_LEVEL.PROVINCE },
    city: { id: value.city_id, name: value.city, parent_id: value.province_id, level: DISTRICT_LEVEL.CITY },
    county: { id: value.district_id, name: value.district, parent_id: value.city_id, level: DISTRICT_LEVEL.COUNTY },
  };
}

/** The sheet's content; mounted only while open, so each opening starts from the current value. */
function DistrictSheetBody({ value, onDone }: { value: Region | null; onDone: (r: Region) => void }) {
  const t = useT("common");
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [level, setLevel] = useState<Level>(value ? "county" : "province");

  const pick = (d: District) => {
    if (level === "province") {
      setDraft({ province: d });
      setLevel("city");
    } else if (level === "city") {
      setDraft((s) => ({ province: s.province, city: d }));
      setLevel("county");
    } else if (draft.province && draft.city) {
      setDraft((s) => ({ ...s, county: d }));
      onDone({
        province_id: draft.province.id,
        city_id: draft.city.id,
        district_id: d.id,
        province: draft.province.name,
        city: draft.city.name,
        district: d.name,
      });
    }
  };

  // A level is reachable once its parent is chosen.
  const tabs = LEVELS.map((l, i) => ({
    key: l,
    label: draft[l]?.name ?? t("district.choose"),
    disabled: i > 0 && draft[LEVELS[i - 1] as Level] === undefined,
  }));
  const parentId = level === "city" ? draft.province?.id : level === "county" ? draft.city?.id : undefined;

  return (
    <div className="district-picker__body">
      <Tabs items={tabs} value={level} onChange={setLevel} label={t("district.levels")} className="district-picker__tabs" />
      <DistrictOptions level={level} parentId={parentId} selected={draft[level]?.id} onPick={pick} />
    </div>
  );
}

const LEVEL_NUMBER = { province: DISTRICT_LEVEL.PROVINCE, city: DISTRICT_LEVEL.CITY, county: DISTRICT_LEVEL.COUNTY } as const;

function DistrictOptions({ level, parentId, selected, onPick }: { level: Level; parentId: number | undefined; selected: number | undefined; onPick: (d: District) => void }) {
  const t = useT("common");
  const input =
    level === "province" ? { level: LEVEL_NUMBER.province } : parentId === undefined ? null : { level: LEVEL_NUMBER[level], parent_id: parentId };
  const { data, error, isLoading, reload } = useApi(districtEndpoint, input);
  if (isLoading) return <LoadingState />;
  if (error !== undefined) return <ErrorState message={errorMessage(error)} onRetry={() => void reload()} />;
  if (!data || data.length === 0) return <EmptyState title={t("district.none")} />;
  return (
    <ul className="district-picker__list" role="list">
      {data.map((d) => (
        <li key={d.id}>
          <button
            type="button"
            className={`district-picker__option${d.id === selected ? " district-picker__option--selected" : ""}`}
            aria-pressed={d.id === selected}
            onClick={() => onPick(d)}
          >
            <span>{d.name}</span>
            {d.id === selected && <CheckIcon size={18} />}
          </button>
        </li>
      ))}
    </ul>
  );
}
