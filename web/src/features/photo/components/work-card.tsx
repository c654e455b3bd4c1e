/** One work in a grid: the picture (or "drawing…"), its author and a favourite toggle. */
import { Link } from "wouter";
import type { PhotoWork } from "../../../../contract/http/photo.ts";
import { paths } from "../../../paths/paths.ts";
import { Img } from "../../../components/image.tsx";
import { Spinner } from "../../../components/states.tsx";
import { PHOTO_STATUS } from "../../../../contract/http/photo.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import "./photo.css";

export function WorkCard({ work }: { work: PhotoWork }) {
  const t = useT("photo");
  const drawing = work.status === PHOTO_STATUS.DRAWING;
  const alt = work.prompt || t("work.alt", { id: work.id });
  return (
    <article className="work-card">
      <Link className="work-card__link" href={paths.photo.ai.drawing({ type: work.type, id: work.id })} aria-label={t("work.open", { name: alt })}>
        {drawing ? (
          <div className="work-card__drawing">
            <Spinner size="sm" decorative />
            <span>{t("work.drawing")}</span>
          </div>
        ) : (
          <Img src={work.image_url} alt={alt} />
        )}
      </Link>
      <div className="work-card__meta">
        <span className="work-card__author">
          {work.is_self === 1 ? t("work.me") : (work.nickname ?? "")}
          {work.is_public === 0 && <span className="work-card__private">{t("work.private")}</span>}
        </span>
        <FavouriteButton work={work} compact />
      </div>
    </article>
  );
}
