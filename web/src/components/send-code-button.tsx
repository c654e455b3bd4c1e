/**
 * "Get code" next to a code field: asks for a code, then counts down the seconds the server
 * says to wait (send-code's retry_after, also sent with a refusal) before "send again".
 * The countdown is kept per `scope` in this tab's memory, so leaving the page and coming back
 * does not reset it.
 */
import "./send-code-button.css";
import { useState } from "react";
import { useCountdown } from "../lib/countdown.ts";
import { useT } from "../lib/i18n/index.ts";
import { Button } from "./button.tsx";

/** Until when (epoch ms) each scope may not ask again. */
const waits = new Map<string, number>();

export interface SendCodeButtonProps {
  /** Asks for a code; resolves to the seconds to wait before the next one, or undefined when nothing was sent. */
  onSend: () => Promise<number | undefined>;
  /** E.g. the mobile number the code goes to: each target has its own countdown. */
  scope: string;
  disabled?: boolean;
}

export function SendCodeButton({ onSend, scope, disabled = false }: SendCodeButtonProps) {
  const t = useT("common");
  // The module map is the truth; this state only re-renders after it changes.
  const [, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const until = waits.get(scope) ?? 0;
  const sentOnce = waits.has(scope);
  const left = useCountdown(until);
  const seconds = Math.ceil(left.totalMs / 1000);
  const waiting = !left.isExpired && seconds > 0;

  const send = async () => {
    if (busy || waiting) return;
    setBusy(true);
    try {
      const s = await onSend();
      if (s !== undefined && s > 0) {
        const end = Date.now() + s * 1000;
        waits.set(scope, end);
        setVersion((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" size="sm" className="send-code-button" loading={busy} disabled={disabled || waiting} onClick={() => void send()} aria-live="polite">
      {waiting ? t("sendCode.wait", { s: seconds }) : sentOnce ? t("sendCode.resend") : t("sendCode.send")}
    </Button>
  );
}
