/** /agreement and /privacy: numbered sections of plain text, both languages from `pages`. */
import { TopBar } from "../../../components/top-bar.tsx";
import { useT, type KeyOf } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import "./public-pages.css";

type Doc = "agreement" | "privacy";
const SECTIONS = [1, 2, 3, 4, 5, 6] as const;

function LegalPage({ doc }: { doc: Doc }) {
  const t = useT("pages");
  const title = t(`${doc}.title`);
  usePageTitle(title);
  return (
    <>
      <TopBar title={title} />
      <main className="page public-page legal">
        <p className="public-page__muted">{t(`${doc}.updated`)}</p>
        <p>{t(`${doc}.intro`)}</p>
        {SECTIONS.map((n) => (
          <section key={n}>
            <h2>{t(`${doc}.s${n}.title` as KeyOf<"pages">)}</h2>
            <p>{t(`${doc}.s${n}.body` as KeyOf<"pages">)}</p>
          </section>
        ))}
      </main>
    </>
  );
}

export function AgreementPage() {
  return <LegalPage doc="agreement" />;
}

export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}
