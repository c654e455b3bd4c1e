/**
 * /lottery: the prize wheel. A draw spins the wheel to the slice the server picked (the answer
 * names it), then the result shows with what to do next (a gift asks for an address).
 */
import { useState } from "react";
import { Link } from "wouter";
import type { LotteryRecord } from "../../../../contract/http/lottery.ts";
import { paths } from "../../../paths/paths.ts";
import { BottomSheet } from "../../../components/bottom-sheet.tsx";
import { Button, buttonClassName } from "../../../components/button.tsx";
import { ErrorState, errorMessage, LoadingState } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useLotteryDraw } from "../api/use-lottery-draw.ts";
import { useLotteryInfo } from "../api/use-lottery-info.ts";
import { LoginNeeded } from "../components/login-needed.tsx";
import "../components/lottery.css";
import { PrizeWheel, wheelRotation } from "../components/prize-wheel.tsx";
import { needsAddress } from "../components/record-status.ts";

/** The spin's CSS transition (lottery.css) lasts this long; the result shows after it. */
const SPIN_MS = 3_000;

export function LotteryPage() {
  const t = useT("pages");
  usePageTitle(t("lottery.title"));
  const { user } = useSession();
  const info = useLotteryInfo();
  const draw = useLotteryDraw();
  const [rotation, setRotation] = useState(0);
  const [spins, setSpins] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [won, setWon] = useState<LotteryRecord | null>(null);
  const data = info.data;

  const start = async () => {
    if (!data || spinning) return;
    try {
      const res = await draw.trigger({});
      const turns = (spins + 1) * 5; // five full turns more than the last spin, then the slice
      setSpins(spins + 1);
      setSpinning(true);
      setRotation(wheelRotation(res.index, data.prizes.length, turns));
      window.setTimeout(() => {
        setSpinning(false);
        setWon(res.record);
      }, SPIN_MS);
    } catch {
      // No draws left and the like: the client showed the server's message.
    }
  };

  let body;
  if (info.isLoading) body = <LoadingState />;
  else if (!data) body = <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} />;
  else
    body = (
      <>
        <PrizeWheel prizes={data.prizes} rotation={rotation} label={t("lottery.wheel")} />
        {user ? (
          <>
            <p className="lottery__chances" aria-live="polite">
              {t("lottery.chances", { n: data.chances ?? 0, max: data.daily_draws })}
            </p>
            <Button block loading={draw.isMutating} disabled={spinning || (data.chances ?? 0) === 0} onClick={() => void start()}>
              {spinning ? t("lottery.spinning") : (data.chances ?? 0) === 0 ? t("lottery.noChances") : t("lottery.draw")}
            </Button>
            <Link className={buttonClassName("secondary", { block: true })} href={paths.lottery.record()}>
              {t("lottery.records")}
            </Link>
          </>
        ) : (
          <LoginNeeded />
        )}
        <section className="lottery__rules">
          <h2>{t("lottery.rulesTitle")}</h2>
          <p>{t("lottery.rules", { max: data.daily_draws })}</p>
        </section>
      </>
    );

  return (
    <>
      <TopBar title={t("lottery.title")} />
      <main className="page lottery">{body}</main>
      <BottomSheet
        open={won !== null}
        onClose={() => setWon(null)}
        title={won && won.kind !== "none" ? t("lottery.wonTitle") : t("lottery.lostTitle")}
        footer={
          won && needsAddress(won.status) ? (
            <Link className={buttonClassName("primary", { block: true })} href={paths.lottery.address({ record_id: won.id })}>
              {t("lottery.chooseAddress")}
            </Link>
          ) : (
            <Button block onClick={() => setWon(null)}>
              {t("lottery.ok")}
            </Button>
          )
        }
      >
        {won && <p className="lottery__won">{won.kind === "none" ? t("lottery.lostText") : t("lottery.wonText", { prize: won.prize_name })}</p>}
      </BottomSheet>
    </>
  );
}
