/**
 * PendingPage: a route of §2 whose page is built by a later issue (AreaSwitch shows it for a
 * route without a page); it says so plainly instead of pretending to work.
 */
import { useLocation } from "wouter";
import { useT } from "../lib/i18n/index.ts";
import { usePageTitle } from "../lib/title.ts";
import { TopBar } from "./top-bar.tsx";
import { EmptyState } from "./states.tsx";

export function PendingPage() {
  const t = useT("common");
  const [path] = useLocation();
  const title = t("placeholder.pending");
  usePageTitle(title);
  return (
    <>
      <TopBar title={title} />
      <main className="page">
        <EmptyState title={title} text={t("placeholder.pendingText", { page: path })} />
      </main>
    </>
  );
}
