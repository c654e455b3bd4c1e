/**
 * /sugar/waiting?sn&order_sn&pay_success=1&game_status (§2, §4): the print after payment, live
 * over MQTT (lib/mqtt): online flag, heating / printing / done with progress from bytes read over
 * the job's size, print time, nozzle and bed against target with a chart, material and bamboo
 * warnings, the printer's status messages and coins.
 */
import "./waiting.css";
import { useDeferredValue } from "react";
import { Link } from "wouter";
import { paths } from "../../../app/paths.ts";
import { buttonClassName, Img, TopBar } from "../../../components/index.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { currentPathAndQuery } from "../../../lib/safe-redirect.ts";
import { usePrintOrderBySn } from "../api/use-print-order-by-sn.ts";
import { usePrinterLive } from "../api/use-printer-live.ts";
import { FeedNotice, formatDuration, OnlinePill, PhaseHeadline, TempReadouts, Warnings } from "../components/printer-status-parts.tsx";
import { derivePrintView } from "../components/printer-status-model.ts";
import { TempChart } from "../components/temp-chart.tsx";
import { WaitingMessages } from "../components/waiting-messages.tsx";
import { usePrinterSn, useQueryValue } from "../printer-sn.ts";

export default function WaitingPage() {
  const t = useT("sugar-print");
  const { sn } = usePrinterSn();
  const orderSn = useQueryValue("order_sn") || undefined;
  const paySuccess = useQueryValue("pay_success") === "1";
  const gameStatus = useQueryValue("game_status");
  const live = usePrinterLive(sn, orderSn);
  const loggedOut = live.feed === "no-token";
  const { order } = usePrintOrderBySn(orderSn, !loggedOut);
  const view = derivePrintView(live, orderSn, order);
  const hb = live.heartbeat;
  // The chart and the message list redraw in a second, interruptible pass, so each heartbeat's
  // figures reach the DOM first (issue 5: publish → DOM p95 ≤ 200 ms on a slow phone).
  const series = useDeferredValue(live.series);
  const messages = useDeferredValue(live.messages);

  const top = <TopBar title={t("waiting.title")} backHref={paths.sugar.index({ sn })} />;
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

  return (
    <div className="waiting">
      {top}
      {paySuccess && <p className="waiting__notice waiting__notice--ok">{t("waiting.paySuccess")}</p>}
      {(gameStatus === "1" || gameStatus === "2") && <p className="waiting__notice">{t(gameStatus === "1" ? "waiting.game1" : "waiting.game2")}</p>}

      {/* data-heartbeat: the uptime of the frame shown (bench: publish → DOM latency). */}
      <section className="waiting__card waiting__status" data-heartbeat={hb?.uptime ?? ""}>
        <div className="waiting__head">
          {order && <Img className="waiting__thumb" src={order.image_url} alt={order.name} />}
          <div className="waiting__what">
            {order && <p className="waiting__name">{order.name}</p>}
            {orderSn && <p className="waiting__sn">{t("waiting.order", { sn: orderSn })}</p>}
          </div>
          <OnlinePill online={live.online} seen={hb !== null} />
        </div>
        <FeedNotice feed={live.feed} />
        {!live.online && hb !== null && <p className="printer-status-notice printer-status-notice--bad">{t("online.offlineHint")}</p>}
        <PhaseHeadline view={view} heartbeat={hb} />
        <Warnings view={view} />
        <dl className="waiting__stats">
          <div>
            <dt>{t("stat.printTime")}</dt>
            <dd>{hb === null ? "--" : formatDuration(hb.printTime)}</dd>
          </div>
          <div>
            <dt>{t("stat.bytes")}</dt>
            <dd>{hb === null ? "--" : `${Math.round(hb.bytesRead / 1024)}/${order?.job_bytes ? Math.round(order.job_bytes / 1024) : "?"} KB`}</dd>
          </div>
          {live.coins !== null && (
            <div>
              <dt>{t("stat.coins")}</dt>
              <dd>{live.coins}</dd>
            </div>
          )}
        </dl>
      </section>

      <section className="waiting__card">
        <h2 className="waiting__h2">{t("temp.title")}</h2>
        <TempReadouts heartbeat={hb} />
        <TempChart series={series} />
      </section>

      <WaitingMessages messages={messages} />

      {view.phase === "done" || view.phase === "failed" ? (
        <div className="waiting__actions">
          {order && (
            <Link className={buttonClassName("secondary", { block: true })} href={paths.sugar.orderInfo({ sn, order_id: order.id })}>
              {t("waiting.toOrder")}
            </Link>
          )}
          <Link className={buttonClassName("primary", { block: true })} href={paths.sugar.index({ sn })}>
            {t("waiting.toList")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
