/** One pattern in the grid: picture, name, price and the optional coin price; a tap opens the picker. */
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { Img } from "../../../components/image.tsx";
import { formatPrice, type Currency } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { prefetchPicker } from "./pattern-picker-host.tsx";
import "../sugar.css";

export interface PatternCardProps {
  pattern: Pattern;
  currency: Currency;
  onOpen: (pattern: Pattern) => void;
  /**
   * A card of the grid's first row (issue 18): its picture is asked for with the first commit, at
   * high priority; the others load lazily as they near the viewport.
   */
  firstRow?: boolean;
}

export function PatternCard({ pattern, currency, onOpen, firstRow = false }: PatternCardProps) {
  const t = useT("sugar");
  return (
    <button type="button" className="pattern-card" onClick={() => onOpen(pattern)} onPointerEnter={prefetchPicker} onFocus={prefetchPicker}>
      <Img
        src={pattern.image_url}
        alt=""
        className="pattern-card__img"
        fit="contain"
        loading={firstRow ? "eager" : "lazy"}
        fetchPriority={firstRow ? "high" : undefined}
      />
      {(pattern.is_top === 1 || pattern.is_hide === 1) && (
        <span className="pattern-card__pin">{t(pattern.is_hide === 1 ? "pattern.hidden" : "pattern.pinned")}</span>
      )}
      <span className="pattern-card__name">{pattern.name}</span>
      <span className="pattern-card__price">
        {formatPrice(pattern.price, currency)}
        {pattern.coins_price != null && <small>{t("pattern.coins", { n: pattern.coins_price })}</small>}
      </span>
    </button>
  );
}
