// The home hero's drawing as an SVG file, per language (its caption is words): rendered once per
// process, and addressed with a version taken from its bytes so that browsers may keep it for a year.
import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { HeroIllustration } from "~/components/ui/hero-illustration";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";

/** The drawing's address in English; the Malayalam one is its /ml twin (routes.ts). */
export const HERO_ILLUSTRATION_PATH = "/illustrations/home-hero.svg";

const sections = localized(sectionsEn, sectionsMl);
const files = new Map<Locale, { svg: string; src: string }>();

/** The drawing in `locale` and the address the page shows it from (`?v=` changes with its bytes). */
export function heroIllustrationFile(locale: Locale): { svg: string; src: string } {
  let file = files.get(locale);
  if (!file) {
    const caption = sections[locale].homeSections.hero.illustrationCaption;
    const svg = `<?xml version="1.0" encoding="UTF-8"?>${renderToStaticMarkup(<HeroIllustration caption={caption} lang={locale} />)}`;
    const version = createHash("sha256").update(svg).digest("hex").slice(0, 12);
    file = { svg, src: `${pathIn(locale, HERO_ILLUSTRATION_PATH)}?v=${version}` };
    files.set(locale, file);
  }
  return file;
}
