/**
 * The list and history pages of the drawing and photo sections (§2), one layout: the top bar,
 * the section's links, and the works grid. History is the caller's own works; an anonymous
 * caller is asked to log in instead of shown an empty page.
 */
import { Link } from "wouter";
import type { GoodsType } from "../../../../contract/constants.ts";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { currentPathAndQuery } from "../../../lib/safe-redirect.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useDrawWorks } from "../api/use-draw-works.ts";
import { usePrinterSn } from "../printer-sn.ts";
import { DrawNoPrinter } from "./draw-no-printer.tsx";
import { DrawSectionNav } from "./draw-section-nav.tsx";
import { DrawWorkGrid } from "./draw-work-grid.tsx";

export interface WorksPageProps {
  section: "drawing" | "photo";
  goodsType: GoodsType;
  self: boolean;
}

export function WorksPage({ section, goodsType, self }: WorksPageProps) {
  const t = useT("sugar-draw");
  const { user } = useSession();
  const printer = usePrinterSn();
  const title = t(`${section}.${self ? "historyTitle" : "listTitle"}`);
  usePageTitle(title);
  const works = useDrawWorks(self && user === null ? undefined : printer.sn, goodsType, self);
  const sn = printer.sn;
  const start = section === "drawing" ? paths.sugar.drawing.index({ sn }) : paths.sugar.photo.index({ sn });

  let body;
  if (sn === undefined) body = <DrawNoPrinter bad={printer.bad} />;
  else if (self && user === null)
    body = (
      <EmptyState
        title={t("history.loginTitle")}
        action={
          <Link className={buttonClassName("primary")} href={paths.sugarLogin({ redirect: currentPathAndQuery(location) })}>
            {t("history.login")}
          </Link>
        }
      />
    );
  else
    body = (
      <DrawWorkGrid
        sn={sn}
        works={works}
        label={title}
        own={self}
        empty={
          <EmptyState
            title={t(self ? "history.empty" : "list.empty")}
            action={
              <Link className={buttonClassName("primary")} href={start}>
                {t(section === "drawing" ? "history.startDrawing" : "history.startPhoto")}
              </Link>
            }
          />
        }
      />
    );

  return (
    <>
      <TopBar title={title} backHref={paths.sugar.index({ sn })} />
      {sn !== undefined && <DrawSectionNav section={section} sn={sn} current={self ? "history" : "list"} />}
      <main>{body}</main>
    </>
  );
}
