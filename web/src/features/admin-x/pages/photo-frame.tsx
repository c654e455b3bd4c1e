/**
 * /admin/x/photo-frame (§2): the platform's photo frames, which shops pick for their printed
 * photos (/admin/shop/photo-frame). Each with its preview, whether shops may pick it, and how many
 * use it; levels 3 and 7 add one from an uploaded picture (a 400 × 400 PNG with a transparent
 * middle), rename one, or retire it (off the shops' choice; shops that use it keep it, and works
 * already printed keep theirs) and offer it again. Level 1 reads.
 */
import { useState } from "react";
import type { PlatformFrame } from "../../../../contract/http/platform.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DetailSection, StatusBadge } from "../../../components/admin/detail.tsx";
import { Button } from "../../../components/button.tsx";
import { ConfirmDrawer } from "../../../components/confirm-drawer.tsx";
import { Img } from "../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../components/states.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useFrameStatus } from "../api/use-frame-status.ts";
import { useFrames } from "../api/use-frames.ts";
import { FrameForm } from "../components/frame-form.tsx";
import { usePlatformLevel } from "../components/level.ts";
import { ReadOnlyNote } from "../components/read-only-note.tsx";
import "../components/x.css";


export function PhotoFramePage() {
  const t = useT("admin-x");
  const { canAct } = usePlatformLevel();
  const frames = useFrames();
  const status = useFrameStatus();
  const [editing, setEditing] = useState<PlatformFrame | "new" | null>(null);
  const [toggling, setToggling] = useState<PlatformFrame | null>(null);
  const list = frames.data?.list;

  let body;
  if (list === undefined) body = frames.error ? <ErrorState message={errorMessage(frames.error)} onRetry={() => void frames.reload()} /> : <LoadingState />;
  else if (list.length === 0) body = <EmptyState title={t("frame.empty")} />;
  else
    body = (
      <ul className="x-frames" role="list">
        {list.map((f) => (
          <li key={f.id} className={`x-frame${f.status === 1 ? "" : " x-frame--retired"}`}>
            <Img className="x-frame__img" src={f.image_url} alt={t("frame.preview", { name: f.name })} />
            <div className="x-frame__body">
              <div className="x-card__line">
                <strong className="x-card__title">{f.name}</strong>
                <StatusBadge tone={f.status === 1 ? "success" : "muted"}>{t(f.status === 1 ? "frame.inUse" : "frame.retired")}</StatusBadge>
              </div>
              <span className="admin-muted">{`${t(f.kind === "image" ? "frame.kindImage" : "frame.kindDrawn")} · ${t("frame.shops", { n: f.shop_count })}`}</span>
              {canAct && (
                <div className="x-actions x-actions--start">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(f)}>
                    {t("frame.edit")}
                  </Button>
                  <Button size="sm" variant={f.status === 1 ? "danger" : "secondary"} onClick={() => setToggling(f)}>
                    {t(f.status === 1 ? "frame.retire" : "frame.restore")}
                  </Button>
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <AdminPage
      title={t("frame.title")}
      backHref={adminPaths.x.index()}
      actions={
        canAct ? (
          <Button size="sm" onClick={() => setEditing("new")}>
            {t("frame.add")}
          </Button>
        ) : undefined
      }
    >
      {!canAct && <ReadOnlyNote />}
      <DetailSection>
        <p className="admin-muted">{t("frame.about")}</p>
        {body}
      </DetailSection>
      <FrameForm frame={editing} onClose={() => setEditing(null)} />
      <ConfirmDrawer
        open={toggling !== null}
        title={t(toggling?.status === 1 ? "frame.retireTitle" : "frame.restoreTitle", { name: toggling?.name ?? "" })}
        message={toggling?.status === 1 ? t("frame.retireText", { n: toggling.shop_count }) : t("frame.restoreText")}
        confirmLabel={t(toggling?.status === 1 ? "frame.retire" : "frame.restore")}
        danger={toggling?.status === 1}
        onConfirm={async () => {
          if (toggling === null) return;
          await status.trigger({ id: toggling.id, status: toggling.status === 1 ? 0 : 1 });
          toast.success(t(toggling.status === 1 ? "frame.retiredDone" : "frame.restoredDone"));
        }}
        onClose={() => setToggling(null)}
      />
    </AdminPage>
  );
}
