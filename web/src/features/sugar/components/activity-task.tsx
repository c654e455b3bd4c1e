/**
 * One cash-back task on /sugar/order-activity (§1, issue 15): what to do (follow the account by
 * its QR code, a post with N likes, a review, a short video), the cash back, and where the buyer
 * is with it: not yet (the screenshots, ≤ 5 MB png/jpeg each, scaled like every upload, and a
 * note), submitted and waiting, refused with the merchant's reason (submit again while tries
 * are left), or paid into the balance. Why it cannot be taken is said in words, never a dead button.
 */
import { useState } from "react";
import { Link } from "wouter";
import { ACTIVITY_IMAGES_MAX, ACTIVITY_RECORD_STATUS, ACTIVITY_SUBMIT_TRIES, type ActivityTask } from "../../../../contract/http/activity.ts";
import { paths } from "../../../paths/paths.ts";
import { Button } from "../../../components/button.tsx";
import { TextAreaField } from "../../../components/form-field.tsx";
import { ImageUploadField } from "../../../components/image-upload-field.tsx";
import { Img } from "../../../components/image.tsx";
import { errorMessage } from "../../../components/states.tsx";
import { formatPrice, type Currency } from "../../../lib/currency.ts";
import { RequestError } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useActivitySubmit } from "../api/use-activity-submit.ts";
import { useRefundUpload } from "../api/use-refund-upload.ts";
import "./order-activity.css";

const R = ACTIVITY_RECORD_STATUS;
const REMARK_MAX = 200; // the contract's activity-submit remark: note(200)

export function ActivityTaskCard({ task, orderId, currency, sn }: { task: ActivityTask; orderId: number | null; currency: Currency; sn: string | undefined }) {
  const t = useT("sugar-order");
  const { activity: a, record } = task;
  const money = formatPrice(a.cash_back, currency);
  const paidMoney = record ? formatPrice(record.cash_back, currency) : money;
  const triesLeft = ACTIVITY_SUBMIT_TRIES - (record?.tries ?? 0);

  let state;
  if (record?.status === R.PAID || record?.status === R.APPROVED) {
    state = (
      <div className="task-state task-state--paid" role="status">
        <strong>{t(record.status === R.PAID ? "task.paid" : "task.approved", { amount: paidMoney })}</strong>
        <Link href={paths.user.index()}>{t("task.toBalance")}</Link>
      </div>
    );
  } else if (record?.status === R.SUBMITTED) {
    state = (
      <div className="task-state task-state--waiting" role="status">
        <strong>{t("task.submitted")}</strong>
        <span>{t("task.submittedText")}</span>
        <Shots images={record.images} />
      </div>
    );
  } else if (record?.status === R.REFUSED) {
    state = (
      <div className="task-state task-state--refused" role="status">
        <strong>{t("task.refused")}</strong>
        <span>{t("task.reason", { reason: record.reason ?? "—" })}</span>
        {task.can_submit === 1 && <span>{t("task.triesLeft", { n: triesLeft })}</span>}
      </div>
    );
  }

  const blocked = task.can_submit !== 1 && task.why_not && !(record && record.status !== R.REFUSED) ? (
    <p className="task-blocked">
      {t(`task.why.${task.why_not}`)}
      {task.why_not === "no_order" && sn ? (
        <>
          {" "}
          <Link href={paths.sugar.index({ sn })}>{t("task.toPrint")}</Link>
        </>
      ) : null}
    </p>
  ) : null;

  return (
    <article className="task" aria-labelledby={`task-${a.id}`}>
      <header className="task__head">
        {a.image_url ? <Img className="task__img" src={a.image_url} alt="" /> : null}
        <div className="task__title">
          <span className={`task__type task__type--${a.type}`}>{t(`activity.type.${a.type}`)}</span>
          <h2 className="task__name" id={`task-${a.id}`}>
            {a.title}
          </h2>
        </div>
        <strong className="task__money">{t("activity.cashBack", { amount: money })}</strong>
      </header>
      <HowTo task={task} />
      {a.description ? <p className="task__text">{a.description}</p> : null}
      {state}
      {blocked}
      {task.can_submit === 1 && orderId !== null && <SubmitForm activityId={a.id} orderId={orderId} again={record?.status === R.REFUSED} />}
    </article>
  );
}

/** What the buyer does, said plainly; a follow task shows the account's QR code to long-press. */
function HowTo({ task }: { task: ActivityTask }) {
  const t = useT("sugar-order");
  const { activity: a, weixin } = task;
  if (a.type === "follow") {
    return (
      <div className="task__how">
        <p>{t("task.how.follow")}</p>
        {weixin?.qrcode_url ? (
          <div className="task-follow">
            <img className="task-follow__qr" src={weixin.qrcode_url} alt={t("task.followQr", { name: weixin.name ?? "" })} />
            <div className="task-follow__text">
              <strong>{weixin.name}</strong>
              {weixin.account ? <span>{t("task.followId", { id: weixin.account })}</span> : null}
              <span>{weixin.description || t("task.followHint")}</span>
            </div>
          </div>
        ) : null}
      </div>
    );
  }
  return <p className="task__how">{t(`task.how.${a.type}`, { n: a.like_count ?? 0 })}</p>;
}

function Shots({ images }: { images: readonly string[] }) {
  const t = useT("sugar-order");
  return (
    <div className="task-shots">
      {images.map((src, i) => (
        <Img key={src} className="task-shots__img" src={src} alt={t("task.shotN", { n: i + 1 })} />
      ))}
    </div>
  );
}

function SubmitForm({ activityId, orderId, again }: { activityId: number; orderId: number; again: boolean }) {
  const t = useT("sugar-order");
  const submit = useActivitySubmit();
  const upload = useRefundUpload();
  const [images, setImages] = useState<string[]>([]);
  const [remark, setRemark] = useState("");
  const [error, setError] = useState<string | undefined>();

  const send = async () => {
    if (submit.isMutating) return; // a double tap sends once
    if (images.length === 0) return setError(t("task.needShot"));
    setError(undefined);
    try {
      await submit.trigger({ order_id: orderId, activity_id: activityId, images, ...(remark.trim() ? { remark: remark.trim() } : {}) });
      toast.success(t("task.sent"));
    } catch (err) {
      // Silent call: "already submitted", "ended" and the like are said here, by the task.
      if (!(err instanceof RequestError && err.handled)) setError(errorMessage(err) ?? t("task.sendFailed"));
    }
  };

  return (
    <div className="task-form">
      <ImageUploadField
        label={again ? t("task.shotsAgain") : t("task.shots")}
        required
        value={images}
        onChange={(urls) => (setImages(urls), setError(undefined))}
        upload={async (file) => {
          const r = await upload(file);
          if (!r.ok) throw new Error(r.reason);
          return r.image.url;
        }}
        max={ACTIVITY_IMAGES_MAX}
        hint={t("task.shotsHint", { max: ACTIVITY_IMAGES_MAX })}
        error={error}
      />
      <TextAreaField label={t("task.remark")} name="remark" rows={2} maxLength={REMARK_MAX} value={remark} placeholder={t("task.remarkPlaceholder")} onChange={setRemark} />
      <Button block loading={submit.isMutating} onClick={() => void send()}>
        {again ? t("task.submitAgain") : t("task.submit")}
      </Button>
    </div>
  );
}
