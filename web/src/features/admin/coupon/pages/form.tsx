/**
 * /admin/coupon/form?id (issue 15): create an offer (no id) or edit one: the type (§9: 1 half
 * price, 2 free; fixed once claimed), a name, how many, the days its coupons are valid, a claim
 * code customers type at /user/get-coupon (optional: without one it is claimed by its link), and
 * the shops or printers it works on (none: every printer of the company). Field errors under
 * their fields (ours, then the server's 422); nothing lost when a save is refused.
 */
import { useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { COUPON_TYPE } from "../../../../../contract/constants.ts";
import type { CouponOffer } from "../../../../../contract/http/manage-coupon.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { ReachPicker, type ReachPrinter } from "../../../../components/admin/reach-picker.tsx";
import { RecordGate, useQueryId } from "../../../../components/admin/record-gate.tsx";
import { Button } from "../../../../components/button.tsx";
import { Form, TextAreaField, TextField } from "../../../../components/form-field.tsx";
import { EmptyState } from "../../../../components/states.tsx";
import { addDays, chinaToday, lastChinaDay } from "../../../../lib/admin/dates.ts";
import { saveChecked, type FieldErrors } from "../../../../lib/admin/form-errors.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useCouponOffer } from "../api/use-coupon-offer.ts";
import { useCouponOfferSave } from "../api/use-coupon-offer-save.ts";
import { usePrinterOptions } from "../api/use-printer-options.ts";
import { useShopOptions } from "../api/use-shop-options.ts";
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  newOfferDraft,
  normalCode,
  offerDraftOf,
  offerErrors,
  offerInput,
  randomCode,
  SERVER_FIELDS,
  type CouponType,
  type OfferDraft,
  type OfferField,
} from "../form-rules.ts";
import "../components/coupon.css";

export function CouponFormPage() {
  const t = useT("admin-coupon");
  const id = useQueryId();
  const offer = useCouponOffer(id);
  const toList = <Link href={adminPaths.coupon.index()}>{t("detail.toList")}</Link>;
  return (
    <AdminPage title={id === null ? t("form.newTitle") : t("form.editTitle")} backHref={id === null ? adminPaths.coupon.index() : adminPaths.coupon.detail({ id })} subtitle={offer.data?.name}>
      {id === null ? (
        <OfferForm saved={null} />
      ) : (
        <RecordGate
          id={id}
          data={offer.data}
          error={offer.error}
          onRetry={() => void offer.reload()}
          noId={{ title: "" }}
          notFound={{ title: t("detail.notFound"), text: t("detail.notFoundText"), action: toList }}
        >
          {(o) =>
            o.partner_name ? (
              <EmptyState title={t("form.partner")} text={t("form.partnerText", { name: o.partner_name })} action={toList} />
            ) : (
              <OfferForm key={o.id} saved={o} />
            )
          }
        </RecordGate>
      )}
    </AdminPage>
  );
}

const TYPES: readonly CouponType[] = [COUPON_TYPE.DISCOUNT, COUPON_TYPE.FREE];

function OfferForm({ saved }: { saved: CouponOffer | null }) {
  const t = useT("admin-coupon");
  const [, navigate] = useLocation();
  const save = useCouponOfferSave();
  const shops = useShopOptions();
  const printers = usePrinterOptions();
  const formRef = useRef<HTMLDivElement>(null);
  const today = chinaToday();
  const [draft, setDraft] = useState<OfferDraft>(() => (saved ? offerDraftOf(saved) : newOfferDraft(today, addDays(today, 30))));
  const [errors, setErrors] = useState<FieldErrors<OfferField>>({});
  const claimed = saved?.claimed ?? 0;
  const typeLocked = claimed > 0;
  const savedEnd = saved ? lastChinaDay(saved.end_time) : null;
  const printerRows: ReachPrinter[] | undefined = printers.data?.list.flatMap((p) => (p.shop ? [{ sn: p.sn, name: p.name, shopId: p.shop.id }] : []));

  const set = <K extends keyof OfferDraft>(key: K, value: OfferDraft[K], field: OfferField) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  // A code another offer has is an errorCode 1 naming the code field (contract manage-coupon.ts): said under it too.
  const submit = () =>
    saveChecked({
      errors: offerErrors(draft, today, claimed, savedEnd, (k) => t(`rule.${k}`, { claimed, nameMax: NAME_MAX, descriptionMax: DESCRIPTION_MAX })),
      setErrors,
      form: formRef,
      serverFields: SERVER_FIELDS,
      save: () => save.trigger(offerInput(draft, saved?.id)),
      saved: ({ id }) => {
        toast.success(t(saved ? "form.saved" : "form.created"));
        navigate(adminPaths.coupon.detail({ id }), { replace: true });
      },
    });

  return (
    <div ref={formRef}>
      <Form className="offer-form" onSubmit={() => void submit()} aria-label={saved ? t("form.editTitle") : t("form.newTitle")}>
        <DetailSection title={t("form.kind")}>
          <div className="offer-form__fields">
            <div className="offer-types" role="radiogroup" aria-label={t("field.type")}>
              {TYPES.map((type) => (
                <label key={type} className={`offer-types__card${draft.type === type ? " offer-types__card--on" : ""}${typeLocked ? " offer-types__card--locked" : ""}`}>
                  <input type="radio" name="type" value={type} checked={draft.type === type} disabled={typeLocked} onChange={() => set("type", type, "type")} />
                  <span className="offer-types__name">{t(`type.${type}`)}</span>
                  <span className="admin-muted">{t(`typeText.${type}`)}</span>
                </label>
              ))}
            </div>
            {typeLocked && <p className="field__hint">{t("form.typeLocked", { n: claimed })}</p>}
            <TextField label={t("field.name")} name="name" required maxLength={NAME_MAX} value={draft.name} placeholder={t("form.namePlaceholder")} error={errors.name} onChange={(v) => set("name", v, "name")} />
            <TextAreaField
              label={t("field.description")}
              name="description"
              rows={2}
              maxLength={DESCRIPTION_MAX}
              showCount
              value={draft.description}
              placeholder={t("form.descriptionPlaceholder")}
              error={errors.description}
              onChange={(v) => set("description", v, "description")}
            />
            <TextField
              label={t("field.total")}
              name="total"
              required
              inputMode="numeric"
              value={draft.total}
              addon={<span className="offer-unit">{t("form.unit")}</span>}
              hint={claimed > 0 ? t("form.totalHintClaimed", { n: claimed }) : t("form.totalHint")}
              error={errors.total}
              onChange={(v) => set("total", v.replace(/\D/g, ""), "total")}
            />
          </div>
        </DetailSection>

        <DetailSection title={t("form.claim")}>
          <div className="offer-form__fields">
            <div className="offer-form__row">
              <TextField label={t("field.start")} name="start_date" type="date" required value={draft.startDate} error={errors.startDate} onChange={(v) => set("startDate", v, "startDate")} />
              <TextField label={t("field.end")} name="end_date" type="date" required value={draft.endDate} min={draft.startDate || undefined} error={errors.endDate} onChange={(v) => set("endDate", v, "endDate")} />
            </div>
            <p className="field__hint">{t("form.validHint")}</p>
            <TextField
              label={t("field.code")}
              name="code"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={32}
              value={draft.code}
              placeholder={t("form.codePlaceholder")}
              hint={t("form.codeHint")}
              error={errors.code}
              addon={
                <button type="button" className="offer-generate" onClick={() => set("code", randomCode(), "code")}>
                  {t("form.generate")}
                </button>
              }
              onChange={(v) => set("code", normalCode(v).replace(/[^A-Z0-9]/g, ""), "code")}
            />
          </div>
        </DetailSection>

        <DetailSection title={t("form.where")}>
          <ReachPicker
            label={t("field.where")}
            shops={shops.data?.list}
            printers={printerRows}
            value={{ shopIds: draft.shopIds, sns: draft.sns }}
            onChange={(r) => {
              setDraft((d) => ({ ...d, shopIds: r.shopIds, sns: r.sns }));
              if (errors.reach) setErrors((e) => ({ ...e, reach: undefined }));
            }}
            noneMeans={t("where.allLong")}
            hint={t("form.whereHint")}
            error={errors.reach}
            loadError={shops.error ?? printers.error}
            onRetry={() => {
              void shops.reload();
              void printers.reload();
            }}
          />
        </DetailSection>

        <div className="offer-form__submit">
          <Button type="submit" block loading={save.isMutating}>
            {saved ? t("form.save") : t("form.create")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
