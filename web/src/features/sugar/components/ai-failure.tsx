/** A generation that failed: what the server said, and a retry of the same request. */
import { ErrorState, errorMessage } from "../../../components/states.tsx";
import { useT } from "../../../lib/i18n/index.ts";

export function AiFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT("sugar-draw");
  return <ErrorState title={t("ai.failed")} message={errorMessage(error)} onRetry={onRetry} />;
}
