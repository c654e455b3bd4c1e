/**
 * /screen/photo-view?sn&id: one photo across the whole screen. Without an id it follows the
 * newest photo, asking every SCREEN_POLL_MS, so a screen can be left showing each new print.
 */
import { Link, useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { Img } from "../../../components/image.tsx";
import { EmptyState, ErrorState, errorMessage, LoadingState } from "../../../components/states.tsx";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { useScreenPhoto } from "../api/use-screen-photo.ts";
import { useScreenPhotos } from "../api/use-screen-photos.ts";
import { ScreenGate } from "../components/screen-gate.tsx";
import "../components/screen.css";
import { screenSn, useScreenPoll } from "../screen-state.ts";

export function ScreenPhotoViewPage() {
  return (
    <main className="screen screen--view">
      <ScreenGate>
        <PhotoView />
      </ScreenGate>
    </main>
  );
}

function PhotoView() {
  const t = useT("pages");
  const q = new URLSearchParams(useSearch());
  const sn = screenSn(q.get("sn"));
  const idParam = Number(q.get("id"));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : null;
  const one = useScreenPhoto(sn, id);
  const newest = useScreenPhotos(id === null ? sn : null);
  useScreenPoll(newest.reload, id === null && newest.data !== undefined);
  const state = id === null ? newest : one;
  const photo = id === null ? newest.data?.list[0] : one.data;
  usePageTitle(photo?.name ?? t("screen.title"));

  // The picture is the page: its heading is for screen readers and the tab.
  const heading = <h1 className="visually-hidden">{photo?.name ?? t("screen.title")}</h1>;
  if (sn === null) return <>{heading}<EmptyState title={t("screen.noPrinter")} /></>;
  if (state.isLoading) return <>{heading}<LoadingState /></>;
  if (state.error !== undefined && !photo) return <>{heading}<ErrorState message={errorMessage(state.error)} onRetry={() => void state.reload()} /></>;
  return (
    <>
      {heading}
      {photo ? (
        <figure className="screen-view">
          <Img src={photo.image_url} alt={photo.name} fit="contain" />
          <figcaption className="screen-view__caption">
            <strong>{photo.name}</strong> · {photo.nickname} · {formatDateTime(photo.create_time)}
          </figcaption>
        </figure>
      ) : (
        <EmptyState title={t("screen.empty")} text={t("screen.emptyText")} />
      )}
      <nav className="screen-view__nav">
        <Link href={paths.screen.photo({ sn })}>{t("screen.backToWall")}</Link>
        {id !== null && <Link href={paths.screen.photoView({ sn })}>{t("screen.followNewest")}</Link>}
      </nav>
    </>
  );
}
