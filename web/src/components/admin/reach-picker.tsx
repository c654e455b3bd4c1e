/**
 * Where a promotion runs (issue 15: a cash-back activity, a coupon offer): whole shops, or single
 * printers of the company's other shops, as the contract's `shop_ids` and `sns` (a printer of a
 * chosen shop is covered by it, so choosing the shop takes its printers out of `sns`). Grouped by
 * shop, so a merchant with several shops sees which printer stands where. Pure: the page passes
 * the shops and printers it loaded and gets the choice back.
 */
import "../form-field.css"; // the .field classes it lays out
import "./reach-picker.css";
import { useId, type ReactNode } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { ErrorState, LoadingState } from "../states.tsx";

export interface ReachShop {
  id: number;
  name: string;
}

export interface ReachPrinter {
  sn: string;
  name: string;
  shopId: number;
}

export interface Reach {
  shopIds: number[];
  sns: string[];
}

/** The choice after a shop is ticked (its printers leave `sns`) or unticked. */
export function toggleShop(reach: Reach, shopId: number, printers: readonly ReachPrinter[], on: boolean): Reach {
  if (!on) return { shopIds: reach.shopIds.filter((id) => id !== shopId), sns: reach.sns };
  const own = new Set(printers.filter((p) => p.shopId === shopId).map((p) => p.sn));
  return { shopIds: reach.shopIds.includes(shopId) ? reach.shopIds : [...reach.shopIds, shopId], sns: reach.sns.filter((sn) => !own.has(sn)) };
}

export function togglePrinter(reach: Reach, sn: string, on: boolean): Reach {
  if (!on) return { shopIds: reach.shopIds, sns: reach.sns.filter((s) => s !== sn) };
  return { shopIds: reach.shopIds, sns: reach.sns.includes(sn) ? reach.sns : [...reach.sns, sn] };
}

export interface ReachPickerProps {
  label: ReactNode;
  /** undefined while loading. */
  shops: readonly ReachShop[] | undefined;
  printers: readonly ReachPrinter[] | undefined;
  value: Reach;
  onChange: (next: Reach) => void;
  /** What choosing nothing means (a coupon: every printer of the company); absent: something must be chosen. */
  noneMeans?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}

export function ReachPicker({ label, shops, printers, value, onChange, noneMeans, hint, error, required, loadError, onRetry }: ReachPickerProps) {
  const t = useT("admin");
  const id = useId();
  const chosenShops = new Set(value.shopIds);
  const chosenSns = new Set(value.sns);
  const loading = shops === undefined || printers === undefined;

  let body: ReactNode;
  if (loading) body = loadError !== undefined && loadError !== null ? <ErrorState onRetry={onRetry} /> : <LoadingState />;
  else if (shops.length === 0) body = <p className="reach__empty">{t("reach.noShops")}</p>;
  else
    body = (
      <ul className="reach__shops" role="list">
        {shops.map((shop) => {
          const own = printers.filter((p) => p.shopId === shop.id);
          const whole = chosenShops.has(shop.id);
          return (
            <li key={shop.id} className={`reach__shop${whole ? " reach__shop--on" : ""}`}>
              <label className="reach__row reach__row--shop">
                <input type="checkbox" checked={whole} onChange={(e) => onChange(toggleShop(value, shop.id, printers, e.target.checked))} />
                <span className="reach__name">{shop.name}</span>
                <span className="reach__meta">{t("reach.wholeShop", { n: own.length })}</span>
              </label>
              {own.length > 0 && (
                <ul className="reach__printers" role="list" aria-label={t("reach.printersOf", { shop: shop.name })}>
                  {own.map((p) => (
                    <li key={p.sn}>
                      <label className={`reach__row reach__row--printer${whole ? " reach__row--covered" : ""}`}>
                        <input
                          type="checkbox"
                          checked={whole || chosenSns.has(p.sn)}
                          disabled={whole}
                          onChange={(e) => onChange(togglePrinter(value, p.sn, e.target.checked))}
                        />
                        <span className="reach__name">{p.name || p.sn}</span>
                        <span className="reach__sn">{p.sn}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    );

  const nothing = value.shopIds.length === 0 && value.sns.length === 0;
  const summary = nothing ? (noneMeans ?? t("reach.none")) : t("reach.summary", { shops: value.shopIds.length, printers: value.sns.length });

  return (
    <fieldset className={`field reach${error ? " field--invalid" : ""}`} aria-describedby={`${id}-summary${error ? ` ${id}-error` : ""}`}>
      <legend className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <p className="reach__summary" id={`${id}-summary`} aria-live="polite">
        {summary}
      </p>
      {body}
      {hint && !error && <p className="field__hint">{hint}</p>}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
