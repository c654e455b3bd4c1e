/**
 * Log in with a mobile number (or an email, where the account has one) and a code sent to it.
 * A new mobile number gets an account once verified (the backend signs it up).
 */
import { useState } from "react";
import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { CodeField } from "../../../components/code-field.tsx";
import { Button, Form, MobileField, TextField } from "../../../components/form-field.tsx";
import { errorMessage } from "../../../components/states.tsx";
import { Tabs } from "../../../components/tabs.tsx";
import { RequestError } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { useLogin } from "../api/use-login.ts";
import { checkCode, checkTarget, type LoginErrorKey, type LoginMethod } from "../validation.ts";
import { useFinishLogin } from "./use-finish-login.ts";
import "./login.css";

export interface CodeLoginFormProps {
  /** /login offers both; /sugar-login outside WeChat only the mobile. */
  methods: readonly LoginMethod[];
}

export function CodeLoginForm({ methods }: CodeLoginFormProps) {
  const t = useT("login");
  const login = useLogin();
  const finish = useFinishLogin();
  const [method, setMethod] = useState<LoginMethod>(methods[0] ?? "mobile");
  const [target, setTarget] = useState("");
  const [code, setCode] = useState("");
  const [targetError, setTargetError] = useState<LoginErrorKey | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const switchMethod = (m: LoginMethod) => {
    setMethod(m);
    setTarget("");
    setCode("");
    setTargetError(undefined);
    setCodeError(undefined);
  };

  const getTarget = () => {
    const r = checkTarget(method, target);
    setTargetError(r.ok ? undefined : r.error);
    return r.ok ? r.target : null;
  };

  const submit = async () => {
    if (busy) return;
    const r = checkTarget(method, target);
    const c = checkCode(code);
    setTargetError(r.ok ? undefined : r.error);
    setCodeError(c === undefined ? undefined : t(c));
    if (!r.ok || c !== undefined) return;
    setBusy(true);
    try {
      const res = await login.trigger({ ...r.target, code });
      await finish(res.access_token);
    } catch (err) {
      // login is silent (§8): its refusal ("wrong or expired code") is shown under the code.
      if (!(err instanceof RequestError && err.handled)) setCodeError(errorMessage(err) ?? t("error.codeInvalid"));
      setBusy(false);
    }
  };

  return (
    <div className="login-form">
      {methods.length > 1 && (
        <Tabs
          label={t("tabs")}
          value={method}
          onChange={switchMethod}
          items={methods.map((m) => ({ key: m, label: t(m === "mobile" ? "tab.mobile" : "tab.email") }))}
        />
      )}
      <Form onSubmit={() => void submit()}>
        {method === "mobile" ? (
          <MobileField
            label={t("mobile")}
            value={target}
            placeholder={t("mobilePlaceholder")}
            error={targetError && t(targetError)}
            onChange={(v) => {
              setTarget(v);
              if (targetError) setTargetError(undefined);
            }}
          />
        ) : (
          <TextField
            label={t("email")}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            required
            value={target}
            placeholder={t("emailPlaceholder")}
            hint={t("emailHint")}
            error={targetError && t(targetError)}
            onChange={(v) => {
              setTarget(v);
              if (targetError) setTargetError(undefined);
            }}
          />
        )}
        <CodeField
          scene="login"
          scope={`login:${method}:${target.trim()}`}
          value={code}
          error={codeError}
          getTarget={getTarget}
          onChange={(v) => {
            setCode(v);
            if (codeError) setCodeError(undefined);
          }}
        />
        <Button type="submit" block loading={busy}>
          {t("submit")}
        </Button>
        <p className="login-form__agreement">
          {t("agreement")} <Link href={paths.agreement()}>{t("agreementLink")}</Link> {t("and")}{" "}
          <Link href={paths.privacy()}>{t("privacyLink")}</Link>
        </p>
      </Form>
    </div>
  );
}
