import type { Route } from "./+types/amc-plans";
import { JsonLd } from "~/components/ui/json-ld";
import { StaticRegion } from "~/components/ui/static-region";
import { staticRegions } from "~/lib/static-regions.server";
import { PlanHighlightCard } from "~/components/cards/plan-highlight-card";
import { ContactBox, mailLine, phoneLine } from "~/components/sections/contact-box";
import { FaqList } from "~/components/sections/faq-list";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { PageHeader } from "~/components/sections/page-header";
import { IslandSection } from "~/components/sections/island-section";
import { PageSection, PageSectionHead } from "~/components/sections/page-section";
import { PlanCards } from "~/components/sections/plan-cards";
import { PlanChooser, PlanRequestFromQueryLazy } from "~/components/sections/plan-chooser";
import { PlanComparisonTable } from "~/components/sections/plan-comparison-table";
import * as amcPlansEn from "~/content/page-copy/amc-plans";
import * as amcPlansMl from "~/content/page-copy/amc-plans.ml";
import * as plansEn from "~/content/plans";
import * as plansMl from "~/content/plans.ml";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import * as serviceLevelsLinkEn from "~/content/service-levels-link";
import * as serviceLevelsLinkMl from "~/content/service-levels-link.ml";
import { site } from "~/content/site";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";
import { faqPage, jsonLdText } from "~/lib/seo/structured-data.server";

const content = {
  page: localized(amcPlansEn, amcPlansMl),
  plans: localized(plansEn, plansMl),
  sections: localized(sectionsEn, sectionsMl),
  serviceLevelsLink: localized(serviceLevelsLinkEn, serviceLevelsLinkMl),
};

// Everything but the plan chooser is rendered on the server only (app/lib/static-regions.ts).
export function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const { serviceLevelsLink } = content.serviceLevelsLink[locale];
  const copy = content.page[locale].amcPlansPage;
  const { getPlan, planBenefits, planFaqs, plans } = content.plans[locale];
  const { plansSections: sections } = content.sections[locale];
  const { contact } = sections;
  const returnTo = pathIn(locale, sections.dialog.returnTo);
  const starter = getPlan("starter");
  const regions = staticRegions(args, "amc-plans", {
    header: (
      <PageHeader
        heading={copy.heading}
        intro={copy.intro}
        asideVisibility="large"
        aside={
          starter ? (
            <PlanHighlightCard eyebrow={sections.heroCard.eyebrow} plan={starter} points={sections.heroCard.points} />
          ) : null
        }
      />
    ),
    plansHead: <PageSectionHead id="plans" copy={sections.list} />,
    cards: <PlanCards plans={plans} returnTo={returnTo} />,
    // Below the plans' cards every section starts at least 1,690 px down on any screen (ADR 012).
    rest: (
      <>
        <PageSection id="benefits" tone="muted" copy={sections.benefits} farBelow>
          <InfoCardGrid cards={planBenefits} columns={4} />
        </PageSection>
        <PageSection
          id="compare"
          copy={sections.comparison}
          farBelow
          // The published service levels: how the promised response times hold up on real tickets.
          action={{ label: serviceLevelsLink.plans, href: pathIn(locale, serviceLevelsLink.href) }}
        >
          <PlanComparisonTable plans={plans} />
        </PageSection>
        <PageSection id="faq" tone="muted" copy={sections.faq} farBelow>
          <FaqList faqs={planFaqs} />
          {/* The FAQPage beside its questions: gzip sends the words once (the page is at its HTML budget). */}
          <JsonLd json={jsonLdText([faqPage(planFaqs, pathIn(locale, "/amc-plans"))])} />
        </PageSection>
        <ContactBox
          id="plan-help"
          copy={contact}
          farBelow
          lines={[
            phoneLine(contact.phoneLabel, site.phone, site.phoneHref),
            phoneLine(contact.emergencyLabel, site.emergencyPhone, site.emergencyPhoneHref),
            mailLine(contact.emailLabel, site.email),
          ]}
        />
      </>
    ),
  });
  return {
    regions,
    meta: pageHead(copy, pathIn(locale, "/amc-plans")),
    chooser: { returnTo },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AmcPlansPage({ loaderData }: Route.ComponentProps) {
  const { regions, chooser } = loaderData;
  return (
    <>
      <StaticRegion region={regions.header} />
      {/* Signed in with ?plan=<id> (back from login or sign-up): that plan's request confirmation. */}
      <PlanRequestFromQueryLazy page={chooser.returnTo} />
      <IslandSection id="plans" head={regions.plansHead}>
        <PlanChooser cards={regions.cards} returnTo={chooser.returnTo} />
      </IslandSection>
      <StaticRegion region={regions.rest} />
    </>
  );
}
