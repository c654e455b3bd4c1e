/**
 * §1: the document title is the page title plus the company name (company context) or the
 * product title, the English product title when the language is English; the company logo
 * becomes the icon.
 */
import { useEffect } from "react";
import { PRODUCT } from "../../contract/constants.ts";
import { useLanguage } from "./i18n/index.ts";
import { useSession } from "./session.tsx";

export function composeTitle(page: string, companyName: string | null | undefined, lang: string): string {
  const suffix = companyName || (lang === "en" ? PRODUCT.enTitle : PRODUCT.title);
  return page ? `${page} - ${suffix}` : suffix;
}

export function usePageTitle(page: string): void {
  const { company } = useSession();
  const lang = useLanguage();
  useEffect(() => {
    document.title = composeTitle(page, company?.name, lang);
  }, [page, company?.name, lang]);
}

export function useCompanyIcon(): void {
  const { company } = useSession();
  const logo = company?.logo_url;
  useEffect(() => {
    if (!logo) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement("link");
      link.rel = "icon";
      document.head.appendChild(link);
    }
    link.href = logo;
  }, [logo]);
}
