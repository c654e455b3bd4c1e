/** The favourite toggle of a work (photo/collect); the lists refresh after it. */
import type { PhotoWork } from "../../../../contract/http/photo.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePhotoCollect } from "../api/use-photo-collect.ts";
import "./photo.css";

export function FavouriteButton({ work, compact = false }: { work: PhotoWork; compact?: boolean }) {
  const t = useT("photo");
  const { trigger, isMutating } = usePhotoCollect();
  const on = work.is_collect === 1;
  return (
    <button
      type="button"
      className={`fav-button${on ? " fav-button--on" : ""}${compact ? " fav-button--compact" : ""}`}
      aria-pressed={on}
      aria-label={on ? t("work.uncollect") : t("work.collect")}
      disabled={isMutating}
      onClick={() => void trigger({ id: work.id, collect: on ? 0 : 1 }).catch(() => undefined)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.5 1.2 5.4 3.2C13.9 6.2 15.3 5 17.4 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21Z" />
      </svg>
      <span>{compact ? work.collect_count : on ? t("work.collected") : t("work.collect")}</span>
    </button>
  );
}
