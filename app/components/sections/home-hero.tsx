import { ArrowRight, CircleCheck, Gift } from "~/components/ui/icons";
import { FirstScreenEnd } from "~/components/layout/first-screen-end";
import { FigureStats } from "~/components/sections/figure-stats";
import { ButtonLink } from "~/components/ui/button-link";
import { MarkedList, type MarkedListLook } from "~/components/ui/marked-list";
import type { Figure } from "~/content/schema";
import type { LinkCopy } from "~/content/sections";

type HomeHeroProps = {
  eyebrow: string;
  heading: string;
  intro: string;
  banner: string;
  highlights: readonly string[];
  primary: LinkCopy;
  secondary: LinkCopy;
  figures: readonly Figure[];
  figuresLabel: string;
  /** The drawing's file (hero-illustration.server.tsx) and its text alternative. */
  illustration: { src: string; alt: string };
};

const highlightList: MarkedListLook = {
  list: "mt-7 grid gap-3 sm:grid-cols-2",
  item: "flex gap-2.5 text-brand-50",
  marker: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-500" />,
};

/** The home page's opening: offer banner, the page's <h1>, highlights, two actions and the figures. */
export function HomeHero(props: HomeHeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[32rem] rounded-full bg-accent-500/20 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-12 pt-12 pb-14 md:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pb-20">
        <div>
          <p className="inline-flex items-start gap-2 rounded-2xl bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/25 sm:rounded-full">
            <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
            {props.banner}
          </p>
          <p className="mt-8 text-sm font-semibold tracking-wide text-brand-100 uppercase">{props.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-bold tracking-tight text-balance md:text-5xl md:leading-[1.1]"
          >
            {props.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-50">{props.intro}</p>
          <MarkedList items={props.highlights} look={highlightList} />
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink to={props.primary.href} variant="light">
              {props.primary.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to={props.secondary.href} variant="outline-light">
              {props.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <div className="hidden justify-center lg:flex">
          {/* Lazy: a hidden image is never fetched, so phones, which do not show it, skip it. */}
          <img
            src={props.illustration.src}
            alt={props.illustration.alt}
            width={560}
            height={460}
            loading="lazy"
            decoding="async"
            className="h-auto w-full max-w-xl"
          />
        </div>
      </div>
      {/* A phone's first screen ends with the actions above; the rest of the page is long. */}
      <FirstScreenEnd />
      <div className="relative border-t border-white/15 bg-slate-950/20">
        <div className="container-page py-8">
          <h2 className="sr-only">{props.figuresLabel}</h2>
          <FigureStats figures={props.figures} tone="dark" />
        </div>
      </div>
    </section>
  );
}
