import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { Link } from "react-router";
import { NewsletterForm } from "~/components/newsletter-form";
import * as navigationEn from "~/content/navigation";
import * as newsletterFormEn from "~/content/newsletter-form";
import * as newsletterFormMl from "~/content/newsletter-form.ml";
import * as navigationMl from "~/content/navigation.ml";
import * as siteEn from "~/content/site";
import * as siteMl from "~/content/site.ml";
import { localized } from "~/lib/i18n/localized";
// Server-only markup (a static region): the catalogue's functions may hold both languages here.
import { m } from "~/paraglide/messages";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icons";

const navigation = localized(navigationEn, navigationMl);
const newsletterForm = localized(newsletterFormEn, newsletterFormMl);
const company = localized(siteEn, siteMl);

/** The site footer, rendered on the server only (a static region of the site layout). */
export function SiteFooter({ year }: { year: number }) {
  const locale = useLocale();
  const { footerColumns, footerCopy, headerCopy } = navigation[locale];
  const { site, fullAddress } = company[locale];
  const to = useLocalePath();
  return (
    <footer className="site-footer mt-auto bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-3">
          <Logo tone="light" homeLabel={headerCopy.home} />
          <p className="mt-4 text-sm leading-6">{site.blurb}</p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-500" />
              <address className="not-italic">{fullAddress}</address>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-500" />
              <a href={site.phoneHref} className="hover:text-white">
                {site.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-500" />
              <a href={`mailto:${site.email}`} className="hover:text-white">
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={footerCopy.columnLabel(column.title)} className="lg:col-span-2">
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={to(link.href)} className="hover:text-white hover:underline">
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="md:col-span-2 lg:col-span-3">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{footerCopy.newsletterTitle}</h2>
          <p className="mt-4 text-sm">{footerCopy.newsletterIntro}</p>
          <NewsletterForm source="footer" tone="dark" copy={newsletterForm[locale].newsletterFormCopy} />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 text-sm sm:flex-row">
          <p>{m.footer_copyright({ year, company: site.legalName }, { locale })}</p>
          <ul className="flex gap-2">
            {site.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-300 hover:bg-slate-700 hover:text-white"
                >
                  <SocialIcon name={profile.name} />
                  <span className="sr-only">
                    {m.footer_social_link({ company: site.shortName, network: profile.name }, { locale })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
