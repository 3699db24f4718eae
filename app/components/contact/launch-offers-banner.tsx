import { Building2, Gift, Monitor, Tag } from "~/components/ui/icons";
import { Link } from "react-router";
import type { LaunchOffer } from "~/content/schema";
import { useLocalePath } from "~/lib/i18n/use-locale";

const icons = { gift: Gift, monitor: Monitor, tag: Tag, building: Building2 } as const;

type LaunchOffersBannerProps = {
  heading: string;
  offers: readonly LaunchOffer[];
  cta: { label: string; href: string };
};

/** The contact page's launch-offers strip: the four offers in brief. */
export function LaunchOffersBanner({ heading, offers, cta }: LaunchOffersBannerProps) {
  const to = useLocalePath();
  return (
    <section
      aria-labelledby="launch-offers-heading"
      className="border-b border-amber-200 bg-gradient-to-r from-amber-50 via-orange-50 to-amber-50"
    >
      <div className="container-page py-8">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="launch-offers-heading" className="text-lg font-bold text-slate-900">
            {heading}
          </h2>
          <Link to={to(cta.href)} className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
            {cta.label}
          </Link>
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {offers.map((offer) => {
            const Icon = offer.icon in icons ? icons[offer.icon as keyof typeof icons] : Gift;
            return (
              <li key={offer.title} className="flex gap-3 rounded-xl border border-amber-200 bg-white/80 p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="font-semibold text-slate-900">
                    {offer.title}{" "}
                    <span className="ml-1 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
                      {offer.badge}
                    </span>
                  </p>
                  <p className="mt-1 text-sm leading-6 text-slate-700">{offer.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
