/**
 * A verification-code field with its "get code" button (SendCodeButton): sends through
 * default/send-code silently and shows what happened under the field: where the code went, or
 * the server's refusal (the 1-per-minute rate limit, whose answer still carries retry_after, so
 * the countdown runs either way). Used by /login, /sugar-login and /user/bind.
 */
import { useState } from "react";
import { sendCode } from "../../contract/http/auth.ts";
import { RequestError } from "../lib/http.ts";
import { useT } from "../lib/i18n/index.ts";
import { maskEmail, maskPhone } from "../lib/mask.ts";
import { useMutation } from "../lib/use-mutation.ts";
import { TextField } from "./form-field.tsx";
import { SendCodeButton } from "./send-code-button.tsx";
import { errorMessage } from "./states.tsx";

export type CodeTarget = { mobile: string } | { email: string };

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A validation error of the code itself (shown before any send message). */
  error?: string;
  /** The checked target, or null when the target field is not valid (the caller shows why). */
  getTarget: () => CodeTarget | null;
  /** Separates countdowns per number or address. */
  scope: string;
  scene: "login" | "bind";
  name?: string;
}

/** send-code's retry_after from a refusal's data (errorCode 1 answers carry it too). */
export function retryAfterOf(data: unknown): number | undefined {
  const parsed = sendCode.output.safeParse(data);
  return parsed.success ? parsed.data.retry_after : undefined;
}

export function CodeField({ value, onChange, error, getTarget, scope, scene, name = "code" }: CodeFieldProps) {
  const t = useT("common");
  const send = useMutation(sendCode, { silent: true }); // the answer is shown here, not as a toast
  const [notice, setNotice] = useState<{ kind: "sent" | "error"; text: string } | null>(null);

  const onSend = async (): Promise<number | undefined> => {
    const target = getTarget();
    if (target === null) return undefined;
    setNotice(null);
    try {
      const res = await send.trigger({ ...target, scene });
      const shown = "mobile" in target ? maskPhone(target.mobile) : maskEmail(target.email);
      setNotice({ kind: "sent", text: t("sendCode.sentTo", { target: shown }) });
      return res.retry_after;
    } catch (err) {
      // A network failure was already toasted by the client; a refusal is said here.
      if (err instanceof RequestError && err.handled) return undefined;
      setNotice({ kind: "error", text: errorMessage(err) ?? t("http.unknownApi") });
      return err instanceof RequestError ? retryAfterOf(err.data) : undefined;
    }
  };

  const shownError = error || (notice?.kind === "error" ? notice.text : undefined);
  return (
    <TextField
      label={t("code.label")}
      name={name}
      value={value}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t("code.placeholder")}
      error={shownError}
      hint={!shownError && notice?.kind === "sent" ? notice.text : undefined}
      onChange={(v) => onChange(v.replace(/\D/g, ""))}
      addon={<SendCodeButton scope={scope} onSend={onSend} />}
    />
  );
}
