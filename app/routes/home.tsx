import type { Route } from "./+types/home";
import { StaticRegion } from "~/components/ui/static-region";
import { ProjectCard } from "~/components/cards/project-card";
import { CtaSection } from "~/components/sections/cta-section";
import { HomeHero } from "~/components/sections/home-hero";
import { heroIllustrationFile } from "~/components/ui/hero-illustration.server";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { IslandSection } from "~/components/sections/island-section";
import { PageSection, PageSectionAction, PageSectionHead } from "~/components/sections/page-section";
import { ServiceGrid } from "~/components/sections/service-grid";
import { PlanCards } from "~/components/sections/plan-cards";
import { PlanChooser } from "~/components/sections/plan-chooser";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import { TestimonialSlides } from "~/components/sections/testimonial-slides";
import * as carouselEn from "~/content/carousel";
import * as carouselMl from "~/content/carousel.ml";
import * as marketingEn from "~/content/marketing";
import * as marketingMl from "~/content/marketing.ml";
import * as homeEn from "~/content/page-copy/home";
import * as homeMl from "~/content/page-copy/home.ml";
import * as plansEn from "~/content/plans";
import * as plansMl from "~/content/plans.ml";
import { projects } from "~/content/projects";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import * as servicesEn from "~/content/services";
import * as servicesMl from "~/content/services.ml";
import * as testimonialWordsEn from "~/content/testimonial-words";
import * as testimonialWordsMl from "~/content/testimonial-words.ml";
import { testimonials } from "~/content/testimonials";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";

const content = {
  carousel: localized(carouselEn, carouselMl),
  marketing: localized(marketingEn, marketingMl),
  page: localized(homeEn, homeMl),
  plans: localized(plansEn, plansMl),
  sections: localized(sectionsEn, sectionsMl),
  services: localized(servicesEn, servicesMl),
};

/** The home page shows the first three projects. */
const HOME_PROJECT_COUNT = 3;

// Everything but the plan chooser and the testimonial carousel is rendered on the server only
// (app/lib/static-regions.ts): its components and copy never reach the browser's JavaScript.

const testimonialWords = localized(testimonialWordsEn, testimonialWordsMl);
export function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const copy = content.page[locale].homePage;
  const { figures, heroHighlights, launchOfferBanner, launchOffers, supportCapabilities, whyChooseUs } =
    content.marketing[locale];
  const { ctaActions, homeSections: sections } = content.sections[locale];
  const { hero } = sections;
  const plansReturnTo = pathIn(locale, content.sections[locale].plansSections.dialog.returnTo);
  const regions = staticRegions(args, "home", {
    top: (
      <>
        <HomeHero
          eyebrow={hero.eyebrow}
          heading={copy.heading}
          intro={copy.intro}
          banner={launchOfferBanner}
          highlights={heroHighlights}
          primary={hero.primary}
          secondary={hero.secondary}
          figures={figures}
          figuresLabel={hero.figuresLabel}
          illustration={{ src: heroIllustrationFile(locale).src, alt: hero.illustrationAlt }}
        />
        <PageSection id="launch-offers" copy={sections.launchOffers} action={sections.launchOffersAction}>
          <InfoCardGrid cards={launchOffers} columns={4} />
        </PageSection>
        <PageSection id="services" tone="muted" copy={sections.services} action={sections.servicesAction}>
          <ServiceGrid services={content.services[locale].services} />
        </PageSection>
        <PageSection id="support" copy={sections.capabilities}>
          <InfoCardGrid cards={supportCapabilities} columns={3} tone="accent" />
        </PageSection>
        <PageSection id="why-choose-us" tone="muted" copy={sections.whyChooseUs}>
          <InfoCardGrid cards={whyChooseUs} columns={4} variant="plain" />
        </PageSection>
      </>
    ),
    projects: (
      <PageSection id="projects" tone="muted" copy={sections.projects} action={sections.projectsAction}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.slice(0, HOME_PROJECT_COUNT).map((project) => (
            <li key={project.slug}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </PageSection>
    ),
    plansHead: <PageSectionHead id="plans" copy={sections.plans} />,
    plansAction: <PageSectionAction action={sections.plansAction} />,
    testimonialsHead: <PageSectionHead id="testimonials" copy={sections.testimonials} />,
    testimonialsAction: <PageSectionAction action={sections.testimonialsAction} />,
    testimonialSlides: <TestimonialSlides testimonials={testimonials} />,
    plans: <PlanCards plans={content.plans[locale].plans} returnTo={plansReturnTo} />,
    cta: <CtaSection title={sections.cta.title} text={sections.cta.text} actions={ctaActions(sections.cta)} />,
  });
  return {
    regions,
    meta: pageHead(copy, pathIn(locale, "/")),
    plansReturnTo,
    // Each review's button names its reviewer as a screen reader of the page's language reads it.
    testimonialNames: testimonials.map(
      (testimonial) => testimonialWords[locale].testimonialStories[testimonial.id]?.spokenName ?? testimonial.name,
    ),
    carouselLabels: content.carousel[locale].carouselLabels,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { regions } = loaderData;
  return (
    <>
      <StaticRegion region={regions.top} />
      <IslandSection id="plans" head={regions.plansHead} action={regions.plansAction}>
        <PlanChooser cards={regions.plans} returnTo={loaderData.plansReturnTo} />
      </IslandSection>
      <StaticRegion region={regions.projects} />
      <IslandSection id="testimonials" head={regions.testimonialsHead} action={regions.testimonialsAction}>
        <TestimonialCarousel
          slides={regions.testimonialSlides}
          names={loaderData.testimonialNames}
          labels={loaderData.carouselLabels}
        />
      </IslandSection>
      <StaticRegion region={regions.cta} />
    </>
  );
}
