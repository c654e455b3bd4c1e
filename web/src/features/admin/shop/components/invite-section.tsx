/**
 * Inviting someone to run the company, by mobile: they accept from their /user page before they
 * see anything.
 */
import { useRef, useState } from "react";
import { Mobile } from "../../../../../contract/http/common.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button, Form, MobileField } from "../../../../components/form-field.tsx";
import { errorMessage } from "../../../../components/states.tsx";
import { focusFirstError, serverFieldErrors } from "../../../../lib/admin/form-errors.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { maskPhone } from "../../../../lib/mask.ts";
import { toast } from "../../../../lib/toast.ts";
import { useOperatorInvite } from "../api/use-operator-invite.ts";
import "./shop.css";

export function InviteSection() {
  const t = useT("admin-shop");
  const invite = useOperatorInvite();
  const ref = useRef<HTMLDivElement>(null);
  const [mobile, setMobile] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = async () => {
    const m = mobile.replace(/\s+/g, "");
    if (!Mobile.safeParse(m).success) {
      setError(m === "" ? t("error.required") : t("error.mobile"));
      return requestAnimationFrame(() => focusFirstError(ref.current));
    }
    try {
      await invite.trigger({ mobile: m });
      toast.success(t("settings.invited", { mobile: maskPhone(m) }));
      setMobile("");
    } catch (err) {
      // A refusal (already an operator, oneself) says why under the field.
      setError(serverFieldErrors(err)["mobile"] ?? errorMessage(err) ?? t("settings.inviteFailed"));
      requestAnimationFrame(() => focusFirstError(ref.current));
    }
  };

  return (
    <DetailSection title={t("settings.invite")}>
      <p className="admin-muted shop-section-note">{t("settings.inviteText")}</p>
      <div ref={ref}>
        <Form className="shop-invite" onSubmit={() => void submit()} aria-label={t("settings.invite")}>
          <MobileField
            label={t("settings.mobile")}
            value={mobile}
            placeholder={t("settings.mobilePlaceholder")}
            error={error}
            onChange={(v) => {
              setMobile(v);
              if (error) setError(undefined);
            }}
          />
          <Button type="submit" loading={invite.isMutating}>
            {t("settings.send")}
          </Button>
        </Form>
      </div>
    </DetailSection>
  );
}
