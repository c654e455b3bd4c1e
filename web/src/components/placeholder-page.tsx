/**
 * PlaceholderPage: the pages §2 itself calls placeholders (/dev, /pay index "coming soon",
 * /screen, /help). The PendingPage of routes a later issue builds is in pending-page.tsx.
 */
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
