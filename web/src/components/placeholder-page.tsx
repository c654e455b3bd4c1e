/**
 * PlaceholderPage: the pages §2 itself calls placeholders (/dev, /pay index "coming soon",
 * /screen, /help). PendingPage: a route of §2 whose page is built by a later issue; it says so
 * plainly instead of pretending to work.
 */
import { useLocation } from "wouter";
import { useT } from "../lib/i18n/index.ts";
import { usePageTitle } from "../lib/title.ts";
import { TopBar } from "./top-bar.tsx";
import { EmptyState } from "./states.tsx";

export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  usePageTitle(title);
  return (
    <>
      <TopBar title={title} />
      <main className="page">
        <EmptyState title={title} text={text} />
      </main>
    </>
  );
}

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
