/**
 * /screen/photo?sn: the shop's big screen, a wall of the photos printed on the bound printer,
 * newest first. It asks again every SCREEN_POLL_MS (screen-state.ts says why 5 s); photos that
 * arrived while it was showing are marked new.
 */
import { useRef } from "react";
import { Link, useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { EmptyState, ErrorState, errorMessage, LoadingState } from "../../../components/states.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { useScreenPhotos } from "../api/use-screen-photos.ts";
import { ScreenGate } from "../components/screen-gate.tsx";
import "../components/screen.css";
import { screenSn, SCREEN_POLL_MS, useScreenPoll } from "../screen-state.ts";

export function ScreenPhotoPage() {
  return (
    <main className="screen">
      <ScreenGate>
        <PhotoWall />
      </ScreenGate>
    </main>
  );
}

function PhotoWall() {
  const t = useT("pages");
  const sn = screenSn(new URLSearchParams(useSearch()).get("sn"));
  const photos = useScreenPhotos(sn);
  usePageTitle(photos.data?.binding.printer_name ?? t("screen.title"));
  useScreenPoll(photos.reload, photos.data !== undefined);
  // The newest id of the first answer: anything above it arrived while the wall was up.
  const firstNewest = useRef<number | null>(null);
  if (firstNewest.current === null && photos.data) firstNewest.current = photos.data.list[0]?.id ?? 0;

  const bindLink = (
    <Link className={buttonClassName("primary")} href={paths.screen.bind({ sn: sn ?? undefined })}>
      {t("screen.bind")}
    </Link>
  );
  if (sn === null) {
    return (
      <>
        <header className="screen__head">
          <h1 className="screen__title">{t("screen.title")}</h1>
        </header>
        <EmptyState title={t("screen.noPrinter")} action={bindLink} />
      </>
    );
  }
  if (photos.isLoading) return <LoadingState />;
  if (!photos.data) return <ErrorState message={errorMessage(photos.error)} onRetry={() => void photos.reload()} />;
  const { binding, list, total } = photos.data;
  return (
    <>
      <header className="screen__head">
        <h1 className="screen__title">{binding.shop_name ? `${binding.shop_name} · ${binding.printer_name}` : binding.printer_name}</h1>
        <p className="screen__sub" aria-live="polite">
          {t("screen.count", { n: total, s: SCREEN_POLL_MS / 1000 })}
        </p>
      </header>
      {list.length === 0 ? (
        <EmptyState title={t("screen.empty")} text={t("screen.emptyText")} />
      ) : (
        <ul className="screen__grid" role="list">
          {list.map((p) => {
            const fresh = firstNewest.current !== null && p.id > firstNewest.current;
            return (
              <li key={p.id} className={`screen__photo${fresh ? " screen__photo--new" : ""}`}>
                <Link href={paths.screen.photoView({ sn: binding.sn, id: p.id })} className="screen__photo-link">
                  <Img src={p.image_url} alt={p.name} />
                  <span className="screen__caption">
                    {fresh && <span className="screen__badge">{t("screen.new")}</span>}
                    {p.nickname} · {p.name}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
