/**
 * /sugar/photo (§2): photo drawing. Upload a photo (§5/§9: at most 5 MB, png/jpeg, checked
 * before upload and by the server), pick a template, make the printable pattern (goods type 16,
 * tanghua/photo-make), then print it through the shell's picker. The work is only ever the
 * customer's own (contract SHARE_RULE), and the page says so before the photo goes up.
 */
import "../components/draw-page.css";
import "../components/photo.css";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { UploadedImage } from "../../../../contract/http/common.ts";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../paths/paths.ts";
import { Button, buttonClassName } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { ErrorState, errorMessage } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { RequestError } from "../../../lib/http.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { currentPathAndQuery } from "../../../lib/safe-redirect.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useMakePhoto } from "../api/use-make-photo.ts";
import { DrawNoPrinter } from "../components/draw-no-printer.tsx";
import { DrawSectionNav } from "../components/draw-section-nav.tsx";
import { PhotoTemplatePicker } from "../components/photo-template-picker.tsx";
import { PhotoUploadField } from "../components/photo-upload-field.tsx";
import { usePrinterSn } from "../printer-sn.ts";

export default function PhotoPage() {
  const t = useT("sugar-draw");
  usePageTitle(t("photo.title"));
  const printer = usePrinterSn();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [templateError, setTemplateError] = useState<string>();
  const [result, setResult] = useState<Pattern | null>(null);
  const [failure, setFailure] = useState<unknown>(undefined);
  const make = useMakePhoto();

  if (printer.sn === undefined) {
    return (
      <>
        <TopBar title={t("photo.title")} backHref={paths.sugar.index()} />
        <DrawNoPrinter bad={printer.bad} />
      </>
    );
  }
  const sn = printer.sn;
  const loginHref = paths.sugarLogin({ redirect: currentPathAndQuery(location) });

  const onMake = async () => {
    if (uploaded === null) return;
    if (templateId === null) {
      setTemplateError(t("photo.templateRequired"));
      return;
    }
    setFailure(undefined);
    try {
      setResult(await make.trigger({ sn, image: uploaded.url, template_id: templateId }));
    } catch (err) {
      if (!(err instanceof RequestError && err.status === 401)) setFailure(err);
    }
  };

  let body;
  if (user === null) {
    // Uploads belong to someone (the server keeps them per user): log in first, then come back.
    body = (
      <div className="draw-page__form">
        <p className="draw-page__hint">{t("photo.loginFirst")}</p>
        <Button block onClick={() => navigate(loginHref)}>
          {t("history.login")}
        </Button>
      </div>
    );
  } else if (result !== null) {
    body = (
      <section className="draw-saved" aria-labelledby="photo-result-title">
        <h2 id="photo-result-title">{t("photo.done")}</h2>
        <Img src={result.image_url} alt={result.name} fit="contain" className="draw-saved__img" />
        <p className="draw-page__hint">{t("share.photoPrivate")}</p>
        <div className="draw-actions">
          <Button variant="secondary" onClick={() => setResult(null)}>
            {t("photo.again")}
          </Button>
          <Link className={buttonClassName("primary")} href={paths.sugar.index({ sn, goods_id: result.goods_id })}>
            {t("action.print")}
          </Link>
        </div>
      </section>
    );
  } else {
    body = (
      <div className="draw-page__form">
        <p className="draw-page__hint">{t("share.photoPrivate")}</p>
        <PhotoUploadField uploaded={uploaded} onUploaded={setUploaded} />
        <PhotoTemplatePicker
          sn={sn}
          value={templateId}
          onChange={(tpl) => {
            setTemplateId(tpl.id);
            setTemplateError(undefined);
          }}
          error={templateError}
        />
        {failure !== undefined && <ErrorState title={t("photo.failed")} message={errorMessage(failure)} onRetry={() => void onMake()} />}
        <Button block disabled={uploaded === null} loading={make.isMutating} onClick={() => void onMake()}>
          {t("photo.make")}
        </Button>
      </div>
    );
  }

  return (
    <>
      <TopBar title={t("photo.title")} backHref={paths.sugar.index({ sn })} />
      <DrawSectionNav section="photo" sn={sn} current="index" />
      <main className="draw-page">{body}</main>
    </>
  );
}
