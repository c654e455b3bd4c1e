/**
 * The pattern picker bottom sheet (§2): the image; the owner's thumbnails (own works with more
 * than one image, 4 columns); the author (unless goods type 8) or the name; the price with the
 * printer's currency and the optional coin price; remark tags; the type chip; sales × 10; the
 * create date; the role-gated actions; and the start-print button (disabled, reading "offline",
 * when the printer is unbound; disabled by the §5 rules) that starts the §4 order flow. Issue 11:
 * the button says when coins will pay ("投币 3 枚开始打印"), and a start the flow refused (offline
 * printer, no way to pay) says why and what to do above it; the printer state chip tells the jobs ahead.
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
import { allowedActions, coinsOnStart, printerReadiness, remarkTags, salesCount, showAuthor, showThumbnails, startPrintDisabled, typeChipHref } from "../pattern-rules.ts";
import { PatternActions } from "./pattern-actions.tsx";
import { PrinterState } from "./printer-state.tsx";
import { prefetchPaySheet, usePayFlow } from "./pay-flow.tsx";
import { StartNotice } from "./start-notice.tsx";

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
  const readiness = printerReadiness(info);
  const unbound = readiness.kind === "unbound";
  // Known offline (§4's 5 s rule, as the last printer info says): the button says so and waits; the
  // state line asks again every 10 s, and a start with stale info is refused by the flow itself.
  const offline = readiness.kind === "offline";
  const fault = readiness.kind === "fault";
  const payCoins = user ? coinsOnStart(info?.coins ?? 0, pattern.coins_price) : undefined;

  useEffect(prefetchPaySheet, []);

  const disabled = startPrintDisabled({
    loading: printer.isLoading || detail.isLoading,
    ordering: flow.ordering,
    patternId: pattern.goods_id,
    sn,
    unbound: unbound || offline || fault,
  });
  let startLabel = t("picker.start");
  if (unbound) startLabel = t("picker.offline");
  else if (offline) startLabel = t("picker.printerOffline");
  else if (fault) startLabel = t("picker.printerFault");
  else if (payCoins !== undefined) startLabel = t("picker.startCoins", { n: payCoins });

  return (
    <>
      <BottomSheet
        open
        onClose={onClose}
        title={pattern.name}
        className="picker"
        footer={
          <div className="picker__footer">
            <StartNotice readiness={readiness} refusal={flow.refusal} />
            <Button block variant={unbound || offline ? "secondary" : "primary"} loading={flow.ordering} disabled={disabled} onClick={() => void flow.start()}>
              {startLabel}
            </Button>
          </div>
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
        <PrinterState sn={sn} />
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
