/**
 * An admin route whose page a later issue builds, inside the admin shell: the same plain words as
 * the customer's PendingPage, framed like every admin page (menu on a phone, navigation on a desk).
 */
import { useLocation } from "wouter";
import { useT } from "../../lib/i18n/index.ts";
import { EmptyState } from "../states.tsx";
import { AdminPage } from "./admin-page.tsx";

export function AdminPendingPage() {
  const t = useT("common");
  const [path] = useLocation();
  const title = t("placeholder.pending");
  return (
    <AdminPage title={title}>
      <EmptyState title={title} text={t("placeholder.pendingText", { page: path })} />
    </AdminPage>
  );
}
