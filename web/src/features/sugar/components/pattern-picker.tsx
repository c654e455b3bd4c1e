/**
 * The pattern picker bottom sheet (§2): the image; the owner's thumbnails (own works with more
 * than one image, 4 columns); the author (unless goods type 8) or the name; the price with the
 * printer's currency and the optional coin price; remark tags; the type chip; sales × 10; the
 * create date; the role-gated actions; and the start-print button (offline label when the
 * printer is unbound; disabled by the §5 rules) that starts the §4 order flow.
 */
import { formatBigNumber, formatDateTime } from "../../../lib/format-display.ts";
import "./pattern-picker.css";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { BottomSheet } from "../../../components/bottom-sheet.tsx";
import { Button } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { formatPrice } from "../../../lib/currency.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePatternInfo } from "../api/use-pattern-info.ts";
import { printerCurrency, usePrinterInfo } from "../api/use-printer-info.ts";
import { allowedActions, remarkTags, salesCount, showAuthor, showThumbnails, startPrintDisabled, typeChipHref } from "../pattern-rules.ts";
import { PatternActions } from "./pattern-actions.tsx";
import { prefetchPaySheet, usePayFlow } from "./pay-flow.tsx";

export interface PatternPickerProps {
  pattern: Pattern;
  sn: string;
  onClose: () => void;
}

export default function PatternPicker({ pattern: listed, sn, onClose }: PatternPickerProps) {
  const t = useT("sugar");
  const lang = useLanguage();
  const { user } = useSession();
  const printer = usePrinterInfo(sn);
  const detail = usePatternInfo(listed.goods_id, sn);
  // The listed row shows at once; the detail (image_list, fresh is_top after an action) replaces it.
  const pattern = detail.data ?? listed;
  const info = printer.data;
  const currency = printerCurrency(info);
  const flow = usePayFlow(sn, info, pattern);
  const images = pattern.image_list ?? [];
  const [shownImage, setShownImage] = useState(pattern.image_url);
  const isSelf = pattern.is_self === 1;
  const allowed = allowedActions({ levelType: user?.level_type ?? null, isManager: info?.is_manage === 1 }, isSelf, pattern.is_hide === 1);
  const chip = typeChipHref(pattern.goods_type_id, sn);
  const tags = remarkTags(pattern.remark);
  const offline = info?.is_bind === 0;

  useEffect(prefetchPaySheet, []);

  const disabled = startPrintDisabled({
    loading: printer.isLoading || detail.isLoading,
    ordering: flow.ordering,
    patternId: pattern.goods_id,
    sn,
  });

  return (
    <>
      <BottomSheet
        open
        onClose={onClose}
        title={pattern.name}
        className="picker"
        footer={
          <Button block loading={flow.ordering} disabled={disabled} onClick={() => void flow.start()}>
            {offline ? t("picker.offline") : t("picker.start")}
          </Button>
        }
      >
        <Img src={shownImage} alt={pattern.name} className="picker__image" fit="contain" loading="eager" />
        {showThumbnails(isSelf, images.length) && (
          <ul className="picker__thumbs" aria-label={t("picker.images")}>
            {images.map((img) => (
              <li key={img.id}>
                <button type="button" aria-pressed={img.image_url === shownImage} onClick={() => setShownImage(img.image_url)}>
                  <Img src={img.image_url} alt="" fit="contain" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="picker__row">
          {showAuthor(pattern.goods_type_id) ? (
            <span className="picker__author">
              <Img src={pattern.avatar} alt="" className="picker__avatar" />
              <span>{pattern.nickname || t("picker.anonymous")}</span>
            </span>
          ) : (
            <span className="picker__author">{pattern.name}</span>
          )}
          {chip !== undefined && (
            <Link href={chip} className="picker__chip">
              {t(`type.${pattern.goods_type_id as 14 | 15 | 16}`)}
            </Link>
          )}
        </div>
        <p className="picker__price">
          <strong>{formatPrice(pattern.price, currency)}</strong>
          {pattern.coins_price != null && <span>{t("pattern.coins", { n: pattern.coins_price })}</span>}
        </p>
        {tags.length > 0 && (
          <ul className="picker__tags" aria-label={t("picker.tags")}>
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <p className="picker__meta">
          <span>{t("picker.sales", { n: formatBigNumber(salesCount(pattern.sell_count), lang) })}</span>
          <span>{t("picker.created", { date: formatDateTime(pattern.create_date) })}</span>
        </p>
        {user && (
          <PatternActions
            pattern={pattern}
            sn={sn}
            allowed={allowed}
            onDone={(action) => {
              if (action !== "top") onClose(); // a hidden or deleted pattern leaves the list
            }}
          />
        )}
      </BottomSheet>
      {flow.sheets}
    </>
  );
}
