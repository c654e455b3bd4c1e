/** /screen/bind?sn: bind this screen to one of the merchant's printers, then show its photos. */
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { Button, Form, TextField } from "../../../components/form-field.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { useScreenBind } from "../api/use-screen-bind.ts";
import { ScreenGate } from "../components/screen-gate.tsx";
import "../components/screen.css";
import { isSn, rememberScreenSn, screenSn } from "../screen-state.ts";

export function ScreenBindPage() {
  const t = useT("pages");
  usePageTitle(t("screen.bindTitle"));
  const [, navigate] = useLocation();
  const search = useSearch();
  const [sn, setSn] = useState(() => screenSn(new URLSearchParams(search).get("sn")) ?? "");
  const [error, setError] = useState<string | null>(null);
  const bind = useScreenBind();

  const submit = async () => {
    const value = sn.trim();
    if (value === "") return setError(t("screen.snRequired"));
    if (!isSn(value)) return setError(t("screen.snInvalid"));
    setError(null);
    try {
      const b = await bind.trigger({ sn: value });
      rememberScreenSn(b.sn);
      toast.success(t("screen.bound", { name: b.printer_name }));
      navigate(paths.screen.photo({ sn: b.sn }), { replace: true });
    } catch {
      // The client showed the server's reason (not one of your printers).
    }
  };

  return (
    <>
      <TopBar title={t("screen.bindTitle")} backHref={paths.screen.index()} />
      <main className="page screen-bind">
        <ScreenGate>
          <p className="screen-bind__intro">{t("screen.bindIntro")}</p>
          <Form onSubmit={() => void submit()}>
            <TextField
              label={t("screen.sn")}
              name="sn"
              value={sn}
              onChange={(v) => {
                setSn(v);
                if (error) setError(null);
              }}
              error={error}
              placeholder="SIM-0001"
              autoCapitalize="characters"
              required
            />
            <Button type="submit" block loading={bind.isMutating}>
              {t("screen.bind")}
            </Button>
          </Form>
        </ScreenGate>
      </main>
    </>
  );
}
