/** The printer's print status messages (§3 command data print_status_message), newest first. */
import { memo } from "react";
import { useT } from "../../../lib/i18n/index.ts";
import type { StatusMessage } from "../../../lib/printer-live/live-state.ts";
import "../pages/waiting.css";

const time = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}:${String(d.getSeconds()).padStart(2, "0")}`;
};

export const WaitingMessages = memo(function WaitingMessages({ messages }: { messages: readonly StatusMessage[] }) {
  const t = useT("sugar-print");
  if (messages.length === 0) return null;
  return (
    <section className="waiting__card">
      <h2 className="waiting__h2">{t("messages.title")}</h2>
      <ol className="waiting-messages">
        {messages.map((m) => (
          <li key={`${m.ts}-${m.text}`} className={`waiting-messages__item waiting-messages__item--${m.info ?? "info"}`}>
            <time className="waiting-messages__time">{time(m.ts)}</time>
            <span>{m.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
});
