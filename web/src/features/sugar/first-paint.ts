/**
 * The /sugar shell's first paint, drawn by the HTML's second inline script
 * (app/first-paint-script.ts) from the boot script's early answers, before the bundle has run
 * (issue 18: the patterns in ¾ s on a mall's 4G). At Fast 4G and 4× CPU the bundle (~97 KB gzip)
 * arrives ~600 ms after navigation and takes another ~400 ms to evaluate and render, while the
 * answers are in by ~600 ms. So the list tab is drawn here as plain DOM with the elements and
 * classes of React's first commit (pages/index.tsx: top bar, the printer state's room, banners, notice, search, the first
 * screen's cards, the tab bar's frame); React's first commit replaces it (createRoot clears its container)
 * without a visible change (test/e2e/sugar-first-paint.test.ts compares the two).
 *
 * Nothing is drawn unless the list, home data, printer and the sugar namespace's strings are all
 * in and well-formed and the boot spinner is still what #root holds: anything else (an error, an
 * unknown printer, the bundle first) is React's to show. A tap on a card before React runs is not
 * lost: it puts the card's goods_id in the URL, which opens its sheet once React mounts, as a tap
 * there does.
 *
 * Every byte here is in every HTML answer (the first load's 100 KB): leaf modules only, no zod,
 * no React, no state.
 */
import type { ShellAnswers } from "../../lib/boot-handoff.ts";
import { currencyFromLocale } from "../../lib/currency.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { FIRST_SCREEN_PATTERNS, PATTERN_COLUMNS } from "./early.ts";

/** pages/index.tsx's SHEET_STATE: closing the sheet steps back over the tap's history entry. */
const SHEET_STATE = { patternSheet: true };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null;
const str = (v: unknown): v is string => typeof v === "string";

/** The JSON of an answer, read from a copy: the bundle still reads the original as its own (lib/early-requests.ts). */
async function jsonOf(response: Promise<Response>): Promise<unknown> {
  const res = await response;
  return res.ok ? res.clone().json() : undefined;
}

/** An answer's `data` (§7 envelope, errorCode 0), or undefined. */
const dataOf = (response: Promise<Response>) => jsonOf(response).then((body) => (isObj(body) && body.errorCode === 0 && isObj(body.data) ? body.data : undefined));

/**
 * A price of whole units or cents as lib/format.ts formatMoney writes it: with two decimals at most
 * (a string or a number) it needs no rounding, so toFixed(2) is exact. Anything else (more
 * decimals, a sign, not a number): undefined, and React draws the screen (fewer bytes here than
 * formatMoney's rounding).
 */
const money = (v: unknown) => ((str(v) || typeof v === "number") && /^\d+(\.\d\d?)?$/.test(String(v)) ? Number(v).toFixed(2) : undefined);

/** An element with attributes and children; text children are text nodes (a pattern's name is never markup). */
function h(tag: string, attrs: Record<string, string | undefined>, ...children: (Node | string)[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) el.setAttribute(k, v);
  el.append(...children);
  return el;
}

/** An element with a class and children. */
const c = (tag: string, cls: string, ...children: (Node | string)[]) => h(tag, { class: cls }, ...children);

/** Settles once `img` has loaded or failed. */
function settled(img: HTMLImageElement): Promise<unknown> {
  return new Promise((done) => {
    if (img.complete) done(0);
    img.addEventListener("load", done);
    img.addEventListener("error", done);
  });
}

/** components/image.tsx's box, without its shimmer: the picture shows as it comes. */
const picture = (src: string, alt: string, ratio: string, extra: string, eager: boolean) =>
  h("span", { class: `img img--loaded${extra}`, style: `aspect-ratio: ${ratio};` }, h("img", { class: "img__el", alt, loading: eager ? "eager" : "lazy", fetchpriority: eager ? "high" : undefined, decoding: "async", src, style: "object-fit: contain;" }));

/**
 * Draws the list tab of printer `sn` into #root once the answers are in, unless React or an error
 * got there first. Resolves true once it drew and the first row's pictures have loaded or failed
 * (the bundle waits for that before it evaluates, app/start.ts), false when it drew nothing.
 */
export async function firstPaint(answers: ShellAnswers): Promise<boolean> {
  const { sn } = answers;
  const [page, home, printer, words] = await Promise.all([dataOf(answers.list), dataOf(answers.home), dataOf(answers.printer), jsonOf(answers.strings)]).catch(() => []);
  // The script runs in the HTML's head: answers faster than the body's parse (a cache) wait for #root.
  if (document.readyState === "loading") await new Promise((parsed) => document.addEventListener("readystatechange", parsed, { once: true }));
  const root = document.getElementById("root");
  if (!page || !home || !printer || !isObj(words) || !Array.isArray(page.list) || !root?.firstElementChild?.classList.contains("full-screen-spinner")) return false;
  // The sugar namespace's words (test/web/features/sugar/first-paint.test.ts: every key used here is in every language's file).
  const t = (key: string) => String(words[key] ?? "");
  const q = `?sn=${sn}`; // a serial is letters, digits, - and _ (sn.ts): nothing to encode
  const currency = currencyFromLocale(printer.locale);

  // The first screen's cards, as React's first commit has them (components/pattern-grid.tsx FIRST_CARDS).
  const cards = page.list.slice(0, FIRST_SCREEN_PATTERNS).filter((p): p is Obj => isObj(p) && typeof p.goods_id === "number" && str(p.name));
  if (cards.some((p) => money(p.price) === undefined)) return false;
  const grid = h(
    "ul",
    { class: "paged-list__items pattern-grid", role: "list" },
    ...cards.map((p, i) => {
      const pin = p.is_hide === 1 ? t("pattern.hidden") : p.is_top === 1 ? t("pattern.pinned") : undefined;
      const coins = typeof p.coins_price === "number" ? [h("small", {}, t("pattern.coins").replace("{n}", String(p.coins_price)))] : [];
      return h(
        "li",
        { class: "paged-list__item" },
        h(
          "button",
          { type: "button", class: "pattern-card", "data-goods": String(p.goods_id) },
          picture(str(p.image_url) ? p.image_url : "", "", "1 / 1", " pattern-card__img", i < PATTERN_COLUMNS),
          ...(pin ? [c("span", "pattern-card__pin", pin)] : []),
          c("span", "pattern-card__name", p.name as string),
          c("span", "pattern-card__price", currency.currencySymbol + money(p.price), ...coins),
        ),
      );
    }),
  );
  // A tap before React runs: the card's sheet, as pages/index.tsx opens it, once React mounts.
  grid.onclick = (e) => {
    const id = (e.target as Element).closest("[data-goods]")?.getAttribute("data-goods");
    if (id) history.pushState(SHEET_STATE, "", `/sugar${q}&goods_id=${id}`);
  };

  const banners = (Array.isArray(home.banners) ? home.banners : []).filter((b): b is Obj => isObj(b) && str(b.image_url));
  root.replaceChildren(
    h(
      "header",
      { class: "top-bar" },
      c("div", "top-bar__inner", c("div", "top-bar__left"), c("h1", "top-bar__title", t("title")), c("div", "top-bar__right", h("a", { href: `/sugar/order${q}`, class: "sugar__top-link" }, t("orders")))),
    ),
    h(
      "main",
      { class: "page sugar" },
      // A bound printer's state line's room, empty until its chunk comes (printer-state.tsx).
      ...(printer.is_bind !== 0 ? [c("p", "printer-state")] : []),
      // As shell-parts.tsx Banners: a same-origin link around the picture (safe-redirect), or none.
      ...(banners.length > 0
        ? [
            c(
              "ul",
              "sugar__banners",
              ...banners.map((b) => {
                const pic = picture(b.image_url as string, str(b.title) ? b.title : "", "5 / 2", "", false);
                const href = b.link_url ? safeRedirect(b.link_url, "") : "";
                return h("li", {}, href ? h("a", { href }, pic) : pic);
              }),
            ),
          ]
        : []),
      ...(str(home.notice) && home.notice !== "" ? [c("p", "sugar__notice", home.notice)] : []),
      h("a", { href: `/sugar/list${q}`, class: "sugar__search" }, t("list.searchPlaceholder")),
      c("div", "paged-list pattern-grid-wrap", grid),
    ),
    // The tab bar's frame, its tabs once React renders (the same height: nothing moves).
    h("div", { class: "tab-bar", style: "--tab-bar-height: 3.75rem;" }, h("div", { class: "tab-bar__spacer", "aria-hidden": "true" }), c("nav", "tab-bar__nav", c("ul", "tab-bar__list"))),
  );
  await Promise.all([...grid.querySelectorAll("img")].slice(0, PATTERN_COLUMNS).map((img) => settled(img as HTMLImageElement)));
  return true;
}
