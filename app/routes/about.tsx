import { Eye, Target } from "~/components/ui/icons";
import type { Route } from "./+types/about";
import { StaticRegion } from "~/components/ui/static-region";
import { staticPage } from "~/lib/static-regions.server";
import { CtaSection } from "~/components/sections/cta-section";
import { FigureStats } from "~/components/sections/figure-stats";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { PageHeader } from "~/components/sections/page-header";
import { PageSection } from "~/components/sections/page-section";
import { SectionHeading } from "~/components/sections/section-heading";
import { TeamGrid } from "~/components/sections/team-grid";
import { AboutIllustration } from "~/components/ui/about-illustration";
import * as marketingEn from "~/content/marketing";
import * as marketingMl from "~/content/marketing.ml";
import * as aboutEn from "~/content/page-copy/about";
import * as aboutMl from "~/content/page-copy/about.ml";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import * as siteEn from "~/content/site";
import * as siteMl from "~/content/site.ml";
import * as teamEn from "~/content/team";
import * as teamMl from "~/content/team.ml";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";

const content = {
  marketing: localized(marketingEn, marketingMl),
  page: localized(aboutEn, aboutMl),
  sections: localized(sectionsEn, sectionsMl),
  site: localized(siteEn, siteMl),
  team: localized(teamEn, teamMl),
};

// Static from top to bottom: rendered on the server only (app/lib/static-regions.ts).
export function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const meta = pageHead(content.page[locale].aboutPage, pathIn(locale, "/about"));
  return staticPage(args, "about", meta, <AboutContent locale={locale} />);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <StaticRegion region={loaderData.page} />;
}

function AboutContent({ locale }: { locale: Locale }) {
  const copy = content.page[locale].aboutPage;
  const { aboutImpact, aboutValues, mission, usp, vision } = content.marketing[locale];
  const { aboutSections: sections, ctaActions } = content.sections[locale];
  const { site } = content.site[locale];
  const { team } = content.team[locale];
  const statements = [
    { title: sections.missionTitle, text: mission, Icon: Target },
    { title: sections.visionTitle, text: vision, Icon: Eye },
  ];
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />

      <section aria-labelledby="usp-heading" className="container-page py-16 md:py-20">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="usp-heading" eyebrow={sections.usp.eyebrow} title={sections.usp.title} align="left" />
            <p className="mt-6 text-lg leading-8 text-slate-700">{usp}</p>
            <p className="mt-4 font-semibold text-brand-800">{site.tagline}</p>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2">
              {statements.map(({ title, text, Icon }) => (
                <li key={title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                  <p className="mt-2 text-slate-600">{text}</p>
                </li>
              ))}
            </ul>
          </div>
          <AboutIllustration alt={sections.uspIllustrationAlt} />
        </div>
      </section>

      <PageSection id="values" tone="muted" copy={sections.values}>
        <InfoCardGrid cards={aboutValues} columns={4} />
      </PageSection>

      <section aria-labelledby="impact-heading" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="container-page py-16 text-center">
          <h2 id="impact-heading" className="text-3xl font-bold tracking-tight">
            {sections.impact.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{sections.impact.intro}</p>
          <div className="mt-10">
            <FigureStats figures={aboutImpact} tone="dark" />
          </div>
        </div>
      </section>

      {/* The team and the closing call start at least 2,000 px down on any screen (ADR 012). */}
      <PageSection id="team" copy={sections.team} farBelow>
        <TeamGrid members={team} />
      </PageSection>

      <CtaSection title={sections.cta.title} text={sections.cta.text} actions={ctaActions(sections.cta)} farBelow />
    </>
  );
}
