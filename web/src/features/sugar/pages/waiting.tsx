/**
 * /sugar/waiting?sn&order_sn&pay_success=1&game_status (§2, §4): the print after payment, live
 * over MQTT (lib/mqtt): online flag, heating / printing / done with progress from bytes read over
 * the job's size, print time, nozzle and bed against target with a chart, material and bamboo
 * warnings, the printer's status messages and coins.
 *
 * At the edges (issue 11): success is said only once the order reads paid; the place in the queue
 * and a time estimate while others print first; "网络不可用" (the phone) told apart from "打印机离线"
 * (the printer); a paid order the printer cannot print (offline, fault, no progress for STALL_MS)
 * becomes "机器暂时无法打印" with a refund and the shop's phone; a failed print leads with the
 * refund; a finished print keeps its final figures when the printer goes idle.
 */
import "./waiting.css";
import { useDeferredValue } from "react";
import { Link } from "wouter";
import { PAY_TYPE } from "../../../../contract/constants.ts";
import { PRINT_ORDER_STATUS } from "../../../../contract/http/order.ts";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName, Img, TopBar } from "../../../components/index.ts";
import { readCachedCurrency } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { currentPathAndQuery } from "../../../lib/safe-redirect.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { usePrintOrderBySn } from "../api/use-print-order-by-sn.ts";
import { usePrintQueue } from "../api/use-print-queue.ts";
import { usePrinterLive } from "../../../lib/printer-live/use-printer-live.ts";
import { deriveLink } from "../../../lib/printer-live/live-state.ts";
import { useSugarHome } from "../api/use-sugar-home.ts";
import { FeedNotice, formatDuration, OnlinePill, PhaseHeadline, TempReadouts, Warnings } from "../components/printer-status-parts.tsx";
import { derivePrintView, deriveTrouble, STALL_MS, stallKey } from "../components/printer-status-model.ts";
import { TempChart } from "../../../components/temp-chart.tsx";
import { useStalled, WaitingActions } from "../components/waiting-actions.tsx";
import { WaitingMessages } from "../components/waiting-messages.tsx";
import { WaitingPopup } from "../components/waiting-popup.tsx";
import { usePrinterSn, useQueryValue } from "../printer-sn.ts";

/** Statuses in which the order has really been paid (issue 11 item 3: the URL's pay_success is not proof). */
const PAID: readonly number[] = [PRINT_ORDER_STATUS.PAID, PRINT_ORDER_STATUS.PRINTING, PRINT_ORDER_STATUS.COMPLETED];

export default function WaitingPage() {
  const t = useT("sugar-print");
  const { sn } = usePrinterSn();
  const orderSn = useQueryValue("order_sn") || undefined;
  const paySuccess = useQueryValue("pay_success") === "1";
  const gameStatus = useQueryValue("game_status");
  const live = usePrinterLive(sn, orderSn);
  const loggedOut = live.feed === "no-token";
  const { order } = usePrintOrderBySn(orderSn, !loggedOut, live.done || live.ourInfo === "failed" || live.ourInfo === "cancelled");
  const home = useSugarHome(loggedOut ? undefined : sn);
  // The queue is asked for while our paid order has not been named by the printer as its job.
  const notStarted = order?.status === PRINT_ORDER_STATUS.PAID && !live.done && live.jobOrderSn !== orderSn && live.ourInfo !== "failed";
  const { ahead } = usePrintQueue(sn, orderSn, notStarted && !loggedOut);
  const view = derivePrintView(live, orderSn, order, ahead);
  const link = deriveLink(live, live.networkOnline);
  const stalled = useStalled(link === "ok" ? stallKey(live, view, ahead) : null, STALL_MS);
  const trouble = deriveTrouble(view, link, stalled, order);
  const hb = live.heartbeat;
  // The page is named after what happened once it is over (issue 11: done is titled done).
  const title = t(view.phase === "done" ? "phase.done" : view.phase === "failed" ? "phase.failed" : "waiting.title");
  usePageTitle(title);
  // The chart and the message list redraw in a second, interruptible pass, so each heartbeat's
  // figures reach the DOM first (issue 5: publish → DOM p95 ≤ 200 ms on a slow phone).
  const series = useDeferredValue(live.series);
  const messages = useDeferredValue(live.messages);

  const top = <TopBar title={title} backHref={paths.sugar.index({ sn })} />;
  if (sn === undefined) {
    return (
      <div className="waiting">
        {top}
        <p className="waiting__notice waiting__notice--bad" role="alert">
          {t("waiting.noPrinter")}
        </p>
      </div>
    );
  }
  if (loggedOut) {
    return (
      <div className="waiting">
        {top}
        <div className="waiting__card">
          <p>{t("waiting.login")}</p>
          <Link className={buttonClassName("primary", { block: true })} href={paths.sugarLogin({ redirect: currentPathAndQuery(location) })}>
            {t("waiting.loginAction")}
          </Link>
        </div>
      </div>
    );
  }

  const paid = order !== undefined && order !== null && PAID.includes(order.status);
  const showSuccess = paySuccess && paid && trouble === null && view.phase !== "failed" && view.phase !== "error";
  const checkingPay = paySuccess && order?.status === PRINT_ORDER_STATUS.UNPAID;
  const coinsUsed = order && order.pay_type === PAY_TYPE.COINS && order.status !== PRINT_ORDER_STATUS.UNPAID ? (order.coins_money ?? 0) : 0;
  // Once the job is over, its own last figures (the printer goes idle, or to its error state, and
  // its heartbeat reads 0 again).
  // Before it starts, the printer's figures are another job's.
  const over = view.phase === "done" || view.phase === "failed";
  // "Play while you wait" is over with the wait.
  const ended = over || view.phase === "closed" || view.phase === "notFound";
  const running = view.phase === "heating" || view.phase === "printing" || view.phase === "paused" || view.phase === "error";
  const figures = over ? live.jobFigures : running ? hb : null;
  const pct = view.progress === null ? null : Math.floor(view.progress * 100);
  // §1 the cash-back pop-up: once paid, never over a failure (issue 15).
  const popupOk = paid && trouble === null && view.phase !== "failed" && view.phase !== "error";

  return (
    <div className="waiting">
      {top}
      {showSuccess && <p className="waiting__notice waiting__notice--ok">{t("waiting.paySuccess")}</p>}
      {checkingPay && <p className="waiting__notice">{t("waiting.payChecking")}</p>}
      {(gameStatus === "1" || gameStatus === "2") && !ended && <p className="waiting__notice">{t(gameStatus === "1" ? "waiting.game1" : "waiting.game2")}</p>}
      {link === "no-network" && (
        <p className="waiting__notice waiting__notice--bad" role="alert" data-link="no-network">
          {t("link.noNetwork")}
        </p>
      )}

      {/* data-heartbeat: the uptime of the frame shown (bench: publish → DOM latency). */}
      <section className="waiting__card waiting__status" data-heartbeat={hb?.uptime ?? ""} data-link={link}>
        <div className="waiting__head">
          {order && <Img className="waiting__thumb" src={order.image_url} alt={order.name} />}
          <div className="waiting__what">
            {order && <p className="waiting__name">{order.name}</p>}
            {orderSn && <p className="waiting__sn">{t("waiting.order", { sn: orderSn })}</p>}
            {coinsUsed > 0 && <p className="waiting__coins">{t("waiting.coinsUsed", { n: coinsUsed })}</p>}
          </div>
          <OnlinePill online={live.online} seen={hb !== null} link={link} />
        </div>
        {link !== "no-network" && <FeedNotice feed={live.feed} />}
        {link === "printer-offline" && <p className="printer-status-notice printer-status-notice--bad">{t("online.offlineHint")}</p>}
        <PhaseHeadline view={view} heartbeat={hb} ahead={ahead} trouble={trouble} />
        <Warnings view={view} />
        <dl className="waiting__stats">
          <div>
            <dt>{t("stat.printTime")}</dt>
            <dd>{figures === null ? "--" : formatDuration(figures.printTime)}</dd>
          </div>
          <div>
            <dt>{t("stat.progress")}</dt>
            <dd>{pct === null ? "--" : t("unit.percent", { value: pct })}</dd>
          </div>
          {live.coins !== null && (
            <div>
              <dt>{t("stat.coins")}</dt>
              <dd>{live.coins}</dd>
            </div>
          )}
        </dl>
      </section>

      <WaitingActions sn={sn} phase={view.phase} trouble={trouble} order={order} shopPhone={home.data?.shop_phone} />

      <section className="waiting__card">
        <h2 className="waiting__h2">{t("temp.title")}</h2>
        <TempReadouts heartbeat={hb} />
        <TempChart series={series} labels={{ chart: t("temp.chart"), nozzle: t("temp.nozzle"), bed: t("temp.bed"), empty: t("temp.chartEmpty") }} />
      </section>

      <WaitingMessages messages={messages} />
      <WaitingPopup sn={sn} orderId={order?.id} eligible={popupOk} currency={readCachedCurrency()} />
    </div>
  );
}
