/** Copies a code or a link with one tap and says so; where the clipboard is refused, says how to copy by hand. */
import { Button } from "../../../../components/button.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import "./user.css";

export function CopyText({ text, label, done, button = false }: { text: string; label: string; done: string; button?: boolean }) {
  const t = useT("admin-user");
  const copy = () => {
    const clip = typeof navigator === "undefined" ? undefined : navigator.clipboard;
    if (!clip) {
      toast.error(t("copy.failed"));
      return;
    }
    clip.writeText(text).then(
      () => toast.success(done),
      () => toast.error(t("copy.failed")),
    );
  };
  return button ? (
    <Button variant="secondary" onClick={copy}>
      {label}
    </Button>
  ) : (
    <button type="button" className="money-copy" onClick={copy}>
      {label}
    </button>
  );
}
