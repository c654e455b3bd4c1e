/** Shown when no printer serial is known (§2: sn from the query or stored state): scan a printer first. */
import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { useT } from "../../../lib/i18n/index.ts";

export function DrawNoPrinter({ bad }: { bad?: string | undefined }) {
  const t = useT("sugar-draw");
  return (
    <EmptyState
      title={t("noPrinter.title")}
      text={bad === undefined ? t("noPrinter.text") : t("noPrinter.bad", { sn: bad })}
      action={
        <Link className={buttonClassName("secondary")} href={paths.home()}>
          {t("noPrinter.home")}
        </Link>
      }
    />
  );
}
