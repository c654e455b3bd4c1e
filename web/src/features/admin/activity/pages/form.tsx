/**
 * /admin/activity/form?id (issue 15): create an activity (no id) or edit one. The task (follow,
 * post with a like count, review, short video), a title, what to do and a picture, the cash back
 * (§1: the platform's default, 1 unit unless the back office says otherwise), the days it runs,
 * the shops or single printers it runs on, and its own pop-up probability if the platform's will
 * not do. Field errors under their fields (ours, then the server's 422), nothing lost when a save
 * is refused. A follow task needs the company's official account first: the form says where.
 */
import { useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { DEFAULT_CASH_BACK } from "../../../../../contract/constants.ts";
import type { ManageActivityInfo } from "../../../../../contract/http/activity.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { ReachPicker, type ReachPrinter } from "../../../../components/admin/reach-picker.tsx";
import { RecordGate, useQueryId } from "../../../../components/admin/record-gate.tsx";
import { Button } from "../../../../components/button.tsx";
import { Form, TextAreaField, TextField } from "../../../../components/form-field.tsx";
import { ImageUploadField } from "../../../../components/image-upload-field.tsx";
import { LoadingState } from "../../../../components/states.tsx";
import { addDays, chinaToday, lastChinaDay } from "../../../../lib/admin/dates.ts";
import { currencyOf } from "../../../../lib/admin/format.ts";
import { saveChecked, type FieldErrors } from "../../../../lib/admin/form-errors.ts";
import { useAppConfig } from "../../../../lib/app-config.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useActivityInfo } from "../api/use-activity-info.ts";
import { useActivitySave } from "../api/use-activity-save.ts";
import { usePrinterOptions } from "../api/use-printer-options.ts";
import { useShopOptions } from "../api/use-shop-options.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import { useWeixinConfig } from "../api/use-weixin-config.ts";
import { TypePicker } from "../components/type-picker.tsx";
import {
  activityErrors,
  activityInput,
  DESCRIPTION_MAX,
  draftOf,
  newDraft,
  SERVER_FIELDS,
  TITLE_MAX,
  type ActivityDraft,
  type ActivityField,
} from "../form-rules.ts";
import "../components/activity-form.css";

export function ActivityFormPage() {
  const t = useT("admin-activity");
  const id = useQueryId();
  const info = useActivityInfo(id);
  const config = useAppConfig();
  const toList = <Link href={adminPaths.activity.index()}>{t("detail.toList")}</Link>;
  const cashBack = config.data?.cash_back ?? DEFAULT_CASH_BACK;

  let body;
  if (id === null) {
    // The platform's cash back first (§1): a form that starts at 1 and jumps to 2 loses nothing, but confuses.
    body = config.data === undefined && config.error === undefined ? <LoadingState /> : <ActivityForm saved={null} cashBack={cashBack} platformPopup={config.data?.popup_probability} />;
  } else {
    body = (
      <RecordGate
        id={id}
        data={info.data}
        error={info.error}
        onRetry={() => void info.reload()}
        noId={{ title: "" }}
        notFound={{ title: t("detail.notFound"), text: t("detail.notFoundText"), action: toList }}
      >
        {(a) => <ActivityForm key={a.id} saved={a} cashBack={cashBack} platformPopup={config.data?.popup_probability} />}
      </RecordGate>
    );
  }
  return (
    <AdminPage title={id === null ? t("form.newTitle") : t("form.editTitle")} backHref={id === null ? adminPaths.activity.index() : adminPaths.activity.detail({ id })} subtitle={info.data?.title}>
      {body}
    </AdminPage>
  );
}

function ActivityForm({ saved, cashBack, platformPopup }: { saved: ManageActivityInfo | null; cashBack: number; platformPopup: number | undefined }) {
  const t = useT("admin-activity");
  const [, navigate] = useLocation();
  const save = useActivitySave();
  const upload = useUploadImage();
  const shops = useShopOptions();
  const printers = usePrinterOptions();
  const weixin = useWeixinConfig();
  const formRef = useRef<HTMLDivElement>(null);
  const typeName = useId();
  const today = chinaToday();
  const [draft, setDraft] = useState<ActivityDraft>(() => (saved ? draftOf(saved) : newDraft(today, cashBack, addDays(today, 30))));
  const [errors, setErrors] = useState<FieldErrors<ActivityField>>({});
  const savedEnd = saved ? lastChinaDay(saved.end_time) : null;
  const typeLocked = saved !== null && saved.record_count > 0;
  const noWeixin = weixin.data !== undefined && !weixin.data.qrcode_url;

  const printerRows: ReachPrinter[] | undefined = printers.data?.list.flatMap((p) => (p.shop ? [{ sn: p.sn, name: p.name, shopId: p.shop.id }] : []));
  // The cash back is paid in the currency of the printers chosen (§1), else the company's first printer's.
  const chosen = printers.data?.list.filter((p) => p.shop && (draft.shopIds.includes(p.shop.id) || draft.sns.includes(p.sn)));
  const currency = currencyOf((chosen && chosen.length > 0 ? chosen[0] : printers.data?.list[0])?.locale);

  const set = <K extends keyof ActivityDraft>(key: K, value: ActivityDraft[K], field?: ActivityField) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (field && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const check = (d: ActivityDraft) => {
    const e = activityErrors(d, today, savedEnd, (k) => t(`rule.${k}`, { max: k === "titleTooLong" ? TITLE_MAX : DESCRIPTION_MAX }));
    if (d.type === "follow" && noWeixin) e.type = t("rule.needWeixin");
    return e;
  };

  const submit = () =>
    saveChecked({
      errors: check(draft),
      setErrors,
      form: formRef,
      serverFields: SERVER_FIELDS,
      save: () => save.trigger(activityInput(draft, saved?.id)),
      saved: ({ id }) => {
        toast.success(t(saved ? "form.saved" : "form.created"));
        navigate(adminPaths.activity.detail({ id }), { replace: true });
      },
    });

  return (
    <div ref={formRef}>
      <Form className="activity-form" onSubmit={() => void submit()} aria-label={saved ? t("form.editTitle") : t("form.newTitle")}>
        <DetailSection title={t("form.task")}>
          <div className="activity-form__fields">
            <TypePicker name={typeName} value={draft.type} disabled={typeLocked} onChange={(v) => set("type", v, "type")} />
            {typeLocked && <p className="field__hint">{t("form.typeLocked")}</p>}
            {draft.type === "follow" && noWeixin && (
              <p className="activity-form__notice" role={errors.type ? "alert" : undefined}>
                {t("form.needWeixin")} <Link href={adminPaths.activity.weixinConfig()}>{t("form.toWeixin")}</Link>
              </p>
            )}
            {draft.type === "follow" && weixin.data?.name && <p className="field__hint">{t("form.followHint", { name: weixin.data.name })}</p>}
            {errors.type && !(draft.type === "follow" && noWeixin) && <p className="field__error">{errors.type}</p>}
            {draft.type === "post" && (
              <TextField
                label={t("field.likeCount")}
                name="like_count"
                inputMode="numeric"
                required
                value={draft.likeCount}
                placeholder={t("form.likePlaceholder")}
                hint={t("form.likeHint")}
                error={errors.likeCount}
                onChange={(v) => set("likeCount", v.replace(/\D/g, ""), "likeCount")}
              />
            )}
          </div>
        </DetailSection>

        <DetailSection title={t("form.about")}>
          <div className="activity-form__fields">
            <TextField
              label={t("field.title")}
              name="title"
              required
              maxLength={TITLE_MAX}
              value={draft.title}
              placeholder={t(`form.titlePlaceholder.${draft.type}`)}
              error={errors.title}
              onChange={(v) => set("title", v, "title")}
            />
            <TextAreaField
              label={t("field.description")}
              name="description"
              rows={3}
              maxLength={DESCRIPTION_MAX}
              showCount
              value={draft.description}
              placeholder={t("form.descriptionPlaceholder")}
              error={errors.description}
              onChange={(v) => set("description", v, "description")}
            />
            <ImageUploadField
              label={t("field.image")}
              value={draft.image === "" ? [] : [draft.image]}
              onChange={(urls) => set("image", urls[0] ?? "", "image")}
              upload={async (file) => {
                const r = await upload.trigger(file);
                if (!r.ok) throw new Error(r.reason);
                return r.image.url;
              }}
              max={1}
              hint={t("form.imageHint")}
              error={errors.image}
            />
          </div>
        </DetailSection>

        <DetailSection title={t("form.money")}>
          <div className="activity-form__fields">
            <TextField
              label={t("field.cashBack")}
              name="cash_back"
              inputMode="decimal"
              required
              value={draft.cashBack}
              addon={<span className="activity-unit">{currency.currencyName}</span>}
              hint={t("form.cashBackHint", { n: cashBack.toFixed(2) })}
              error={errors.cashBack}
              onChange={(v) => set("cashBack", v, "cashBack")}
            />
            <div className="activity-form__row">
              <TextField label={t("field.start")} name="start_date" type="date" required value={draft.startDate} error={errors.startDate} onChange={(v) => set("startDate", v, "startDate")} />
              <TextField label={t("field.end")} name="end_date" type="date" required value={draft.endDate} min={draft.startDate || undefined} error={errors.endDate} onChange={(v) => set("endDate", v, "endDate")} />
            </div>
          </div>
        </DetailSection>

        <DetailSection title={t("form.where")}>
          <ReachPicker
            label={t("field.reach")}
            required
            shops={shops.data?.list}
            printers={printerRows}
            value={{ shopIds: draft.shopIds, sns: draft.sns }}
            onChange={(r) => {
              setDraft((d) => ({ ...d, shopIds: r.shopIds, sns: r.sns }));
              if (errors.reach) setErrors((e) => ({ ...e, reach: undefined }));
            }}
            hint={t("form.reachHint")}
            error={errors.reach}
            loadError={shops.error ?? printers.error}
            onRetry={() => {
              void shops.reload();
              void printers.reload();
            }}
          />
        </DetailSection>

        <DetailSection title={t("form.popup")}>
          <div className="activity-popup" role="radiogroup" aria-label={t("field.popup")}>
            <label className="activity-popup__choice">
              <input type="radio" name={`${typeName}-popup`} checked={!draft.popupCustom} onChange={() => set("popupCustom", false, "popup")} />
              <span>{platformPopup === undefined ? t("popup.default") : t("popup.defaultIs", { n: Math.round(platformPopup * 100) })}</span>
            </label>
            <label className="activity-popup__choice">
              <input type="radio" name={`${typeName}-popup`} checked={draft.popupCustom} onChange={() => set("popupCustom", true, "popup")} />
              <span>{t("popup.custom")}</span>
            </label>
            {draft.popupCustom && (
              <TextField
                label={t("field.popupPercent")}
                name="popup_probability"
                inputMode="decimal"
                value={draft.popupPercent}
                addon={<span className="activity-unit">%</span>}
                hint={t("form.popupHint")}
                error={errors.popup}
                onChange={(v) => set("popupPercent", v, "popup")}
              />
            )}
            {!draft.popupCustom && errors.popup && <p className="field__error">{errors.popup}</p>}
          </div>
        </DetailSection>

        <div className="activity-form__submit">
          <Button type="submit" block loading={save.isMutating}>
            {saved ? t("form.save") : t("form.create")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
