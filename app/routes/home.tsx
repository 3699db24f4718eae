import type { Route } from "./+types/home";
import { StaticRegion } from "~/components/ui/static-region";
import { ProjectCard } from "~/components/cards/project-card";
import { CtaSection } from "~/components/sections/cta-section";
import { HomeHero } from "~/components/sections/home-hero";
import { InfoCardGrid } from "~/components/sections/info-card-grid";
import { IslandSection } from "~/components/sections/island-section";
import { PageSection, PageSectionAction, PageSectionHead } from "~/components/sections/page-section";
import { ServiceGrid } from "~/components/sections/service-grid";
import { PlanCards } from "~/components/sections/plan-cards";
import { PlanChooser } from "~/components/sections/plan-chooser";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import { TestimonialSlides } from "~/components/sections/testimonial-slides";
import {
  figures,
  heroHighlights,
  launchOfferBanner,
  launchOffers,
  supportCapabilities,
  whyChooseUs,
} from "~/content/marketing";
import { homePage } from "~/content/page-copy/home";
import { plans } from "~/content/plans";
import { projects } from "~/content/projects";
import { ctaActions, plansSections, homeSections as sections } from "~/content/sections";
import { services } from "~/content/services";
import { testimonials } from "~/content/testimonials";
import { pageMeta } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";

const copy = homePage;

/** The home page shows the first three projects. */
const HOME_PROJECT_COUNT = 3;

// Everything but the plan chooser and the testimonial carousel is rendered on the server only
// (app/lib/static-regions.ts): its components and copy never reach the browser's JavaScript.
export function loader(args: Route.LoaderArgs) {
  const { hero } = sections;
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
          illustrationAlt={hero.illustrationAlt}
          illustrationCaption={hero.illustrationCaption}
        />
        <PageSection id="launch-offers" copy={sections.launchOffers} action={sections.launchOffersAction}>
          <InfoCardGrid cards={launchOffers} columns={4} />
        </PageSection>
        <PageSection id="services" tone="muted" copy={sections.services} action={sections.servicesAction}>
          <ServiceGrid services={services} />
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
    plans: <PlanCards plans={plans} returnTo={plansSections.dialog.returnTo} />,
    cta: <CtaSection title={sections.cta.title} text={sections.cta.text} actions={ctaActions(sections.cta)} />,
  });
  return {
    regions,
    plansReturnTo: plansSections.dialog.returnTo,
    testimonialNames: testimonials.map((testimonial) => testimonial.name),
  };
}

// The home page's meta comes from its own small copy module rather than the loader data, so the
// document does not carry the same tags twice (the page is the closest to its HTML budget).
export const meta: Route.MetaFunction = () => pageMeta(homePage, "/");

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
        <TestimonialCarousel slides={regions.testimonialSlides} names={loaderData.testimonialNames} />
      </IslandSection>
      <StaticRegion region={regions.cta} />
    </>
  );
}
