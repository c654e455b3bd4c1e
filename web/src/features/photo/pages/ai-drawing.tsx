/**
 * /photo/ai/drawing?id: one work. While it is being drawn the page asks photo/info again every
 * second (the mock draws for 3 s; a real model takes a few seconds more, and a second is short
 * enough to feel live without flooding the API); then the picture, its words and a favourite button.
 */
import { Link, useSearch } from "wouter";
import { PHOTO_STATUS } from "../../../../contract/http/photo.ts";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { ErrorState, errorMessage, LoadingState, Spinner } from "../../../components/states.tsx";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePoll } from "../../../lib/use-poll.ts";
import { usePhotoInfo } from "../api/use-photo-info.ts";
import { FavouriteButton } from "../components/favourite-button.tsx";
import { PhotoShell } from "../components/photo-shell.tsx";
import { resolveTheme } from "../theme.ts";

/** How often a picture being drawn is asked for (ms). */
const DRAWING_POLL_MS = 1_000;

export function PhotoDrawingPage() {
  const t = useT("photo");
  const q = new URLSearchParams(useSearch());
  const id = Number(q.get("id"));
  const valid = Number.isInteger(id) && id > 0;
  const info = usePhotoInfo(valid ? id : null);
  const work = info.data;
  const theme = resolveTheme(work?.type ?? q.get("type"));
  const drawing = work?.status === PHOTO_STATUS.DRAWING;
  const { reload } = info;
  usePoll(reload, drawing, DRAWING_POLL_MS);

  let body;
  if (!valid) body = <ErrorState title={t("drawing.missing")} />;
  else if (info.isLoading) body = <LoadingState />;
  else if (!work) body = <ErrorState message={errorMessage(info.error)} onRetry={() => void reload()} />;
  else
    body = (
      <article className="drawing">
        <div className="drawing__frame" aria-busy={drawing || undefined}>
          {drawing ? (
            <div className="drawing__progress" role="status">
              <Spinner size="lg" decorative />
              <span>{t("drawing.inProgress")}</span>
            </div>
          ) : (
            <Img src={work.image_url} alt={work.prompt || t("work.alt", { id: work.id })} fit="contain" />
          )}
        </div>
        {work.prompt && <p className="drawing__prompt">{work.prompt}</p>}
        <p className="drawing__meta">
          {work.is_self === 1 ? t("work.me") : work.nickname} · {formatDateTime(work.create_time)}
        </p>
        <div className="drawing__actions">
          <FavouriteButton work={work} />
          <Link className={buttonClassName("primary")} href={paths.photo.ai.create({ type: theme })}>
            {t("drawing.again")}
          </Link>
        </div>
      </article>
    );

  return (
    <PhotoShell theme={theme} tab={null} title={t("drawing.title")}>
      {body}
    </PhotoShell>
  );
}
