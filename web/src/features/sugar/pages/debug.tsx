/**
 * /sugar/debug?sn (§2): for support on the phone at the machine: the connection, the §4 online
 * flag, every decoded heartbeat field (§3 printer live status), the raw frame in hex (what
 * `sim decode <hex>` reads), why a bad frame did not decode, and the latest command messages.
 */
import "./waiting.css";
import type { Heartbeat } from "../../../../contract/device/heartbeat.ts";
import { toHex } from "../../../../contract/device/heartbeat.ts";
import { paths } from "../../../paths/paths.ts";
import { TopBar } from "../../../components/index.ts";
import { useT, type TFunction } from "../../../lib/i18n/index.ts";
import { usePrinterLive } from "../../../lib/printer-live/use-printer-live.ts";
import { FeedNotice, formatDuration, OnlinePill } from "../components/printer-status-parts.tsx";
import { usePrinterSn } from "../printer-sn.ts";

/** Hex in groups of 2 bytes, 8 groups a line: easy to read out over the phone. */
function groupedHex(bytes: Uint8Array): string {
  const hex = toHex(bytes);
  const groups = hex.match(/.{1,4}/g) ?? [];
  const lines: string[] = [];
  for (let i = 0; i < groups.length; i += 8) lines.push(groups.slice(i, i + 8).join(" "));
  return lines.join("\n");
}

function fields(hb: Heartbeat, t: TFunction<"sugar-print">): [string, string][] {
  const yes = (b: boolean) => (b ? t("yes") : t("no"));
  return [
    [t("field.sn"), hb.sn],
    [t("field.printMode"), `${hb.printMode} ${t(`mode.${hb.printMode}`)}`],
    [t("field.targetTemp"), t("temp.value", { value: hb.targetTemp.toFixed(1) })],
    [t("field.currentTemp"), t("temp.value", { value: hb.currentTemp.toFixed(1) })],
    [t("field.targetBedTemp"), t("temp.value", { value: hb.targetBedTemp.toFixed(1) })],
    [t("field.currentBedTemp"), t("temp.value", { value: hb.currentBedTemp.toFixed(1) })],
    [t("field.materialPresent"), yes(hb.materialPresent)],
    [t("field.bambooPresent"), yes(hb.bambooPresent)],
    [t("field.heating"), yes(hb.heating)],
    [t("field.printFlow"), t("unit.percent", { value: hb.printFlow })],
    [t("field.printSpeed"), t("unit.percent", { value: hb.printSpeed })],
    [t("field.bytesRead"), t("unit.bytes", { value: hb.bytesRead })],
    [t("field.printTime"), `${formatDuration(hb.printTime)} (${t("unit.seconds", { value: hb.printTime })})`],
    [t("field.uptime"), `${formatDuration(hb.uptime)} (${t("unit.seconds", { value: hb.uptime })})`],
  ];
}

export default function DebugPage() {
  const t = useT("sugar-print");
  const { sn } = usePrinterSn();
  const live = usePrinterLive(sn);
  const frame = live.lastFrame;
  const hb = live.heartbeat;

  return (
    <div className="waiting">
      <TopBar title={t("debug.title")} backHref={paths.sugar.index({ sn })} />
      {sn === undefined ? (
        <p className="waiting__notice waiting__notice--bad" role="alert">
          {t("waiting.noPrinter")}
        </p>
      ) : (
        <>
          <section className="waiting__card">
            <div className="waiting__head">
              <div className="waiting__what">
                <p className="waiting__name">{sn}</p>
                <p className="waiting__sn">
                  {t("debug.connection")}: {live.feed}
                </p>
              </div>
              <OnlinePill online={live.online} seen={hb !== null} />
            </div>
            <FeedNotice feed={live.feed} />
          </section>

          <section className="waiting__card" aria-labelledby="debug-frame">
            <h2 className="waiting__h2" id="debug-frame">
              {t("debug.lastFrame")}
            </h2>
            {frame === null ? (
              <p className="printer-status-notice">{t("debug.noFrame")}</p>
            ) : (
              <>
                <p className="printer-status-notice">{t("debug.receivedAt", { time: new Date(frame.at).toLocaleTimeString() })}</p>
                {frame.error !== null && (
                  <p className="printer-status-notice printer-status-notice--bad" role="alert">
                    {t("debug.frameError", { reason: frame.error })}
                  </p>
                )}
                <p className="printer-status-notice">{t("debug.raw", { bytes: frame.bytes.length })}</p>
                <pre className={`debug-hex${frame.error !== null ? " debug-hex--bad" : ""}`} data-testid="raw-frame">
                  {groupedHex(frame.bytes)}
                </pre>
              </>
            )}
          </section>

          {hb !== null && (
            <section className="waiting__card" aria-labelledby="debug-fields">
              <h2 className="waiting__h2" id="debug-fields">
                {t("debug.fields")}
              </h2>
              <dl className="debug-fields">
                {fields(hb, t).map(([k, v]) => (
                  <div key={k} style={{ display: "contents" }}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}

          <section className="waiting__card" aria-labelledby="debug-commands">
            <h2 className="waiting__h2" id="debug-commands">
              {t("debug.commands")}
            </h2>
            {live.rawCommands.length === 0 ? (
              <p className="printer-status-notice">{t("debug.noCommands")}</p>
            ) : (
              <ol className="waiting-messages">
                {live.rawCommands.map((c, i) => (
                  <li key={`${i}-${c}`} className="debug-hex">
                    {c}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
