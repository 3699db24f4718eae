import { Clock, Mail, MapPin, Navigation, Phone } from "~/components/ui/icons";
import type { ReactNode } from "react";
import * as contactEn from "~/content/contact";
import * as contactMl from "~/content/contact.ml";
import * as siteEn from "~/content/site";
import * as siteMl from "~/content/site.ml";
import { useLocale } from "~/lib/i18n/use-locale";
import { localized } from "~/lib/i18n/localized";

// Both components render only in the contact page's server-only regions: both languages may be here.
const contactWords = localized(contactEn, contactMl);
const siteWords = localized(siteEn, siteMl);

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0 text-sm leading-6 text-slate-700">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** The four contact cards: visit, call, email, business hours. */
export function ContactCards() {
  const locale = useLocale();
  const { contactCards } = contactWords[locale];
  const { contactOfficeHours, fullAddress, site } = siteWords[locale];
  const iconClass = "size-5";
  return (
    <section aria-labelledby="contact-cards-heading">
      <h2 id="contact-cards-heading" className="text-xl font-bold text-slate-900">
        {contactCards.heading}
      </h2>
      <ul className="mt-4 grid gap-4">
        <Card icon={<MapPin aria-hidden="true" className={iconClass} />} title={contactCards.visit.title}>
          <address className="not-italic">{fullAddress}</address>
          <p className="mt-1 text-slate-600">{contactCards.visit.note}</p>
        </Card>
        <Card icon={<Phone aria-hidden="true" className={iconClass} />} title={contactCards.call.title}>
          <a href={site.phoneHref} className="font-medium text-brand-800 hover:underline">
            {site.phone}
          </a>
          <p className="mt-1 text-slate-600">
            {contactCards.call.note}{" "}
            <a href={site.emergencyPhoneHref} className="font-medium text-brand-800 hover:underline">
              {site.emergencyPhone}
            </a>
          </p>
        </Card>
        <Card icon={<Mail aria-hidden="true" className={iconClass} />} title={contactCards.email.title}>
          <a href={`mailto:${site.email}`} className="font-medium break-words text-brand-800 hover:underline">
            {site.email}
          </a>
          <p className="mt-1 text-slate-600">
            {contactCards.email.note}{" "}
            <a href={`mailto:${site.supportEmail}`} className="font-medium break-words text-brand-800 hover:underline">
              {site.supportEmail}
            </a>
          </p>
        </Card>
        <Card icon={<Clock aria-hidden="true" className={iconClass} />} title={contactCards.hours.title}>
          <dl>
            {contactOfficeHours.map((slot) => (
              <div key={slot.days} className="flex flex-wrap gap-x-2">
                <dt className="font-medium text-slate-900">{slot.days}</dt>
                <dd>{slot.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-1 text-slate-600">{contactCards.hours.note}</p>
        </Card>
      </ul>
    </section>
  );
}

/** A drawn map of the office surroundings (no third-party map requests) and a working directions link. */
/** Where each place name sits on the map, in the drawing's coordinates. */
const mapLabelSpots: [keyof typeof contactEn.contactMap.labels, number, number][] = [
  ["highway", 318, 300],
  ["technopark", 440, 200],
  ["office", 322, 186],
  ["station", 102, 118],
];

export function OfficeMap() {
  const locale = useLocale();
  const { contactMap } = contactWords[locale];
  const { fullAddress, site } = siteWords[locale];
  const { labels } = contactMap;
  return (
    <section
      aria-labelledby="office-map-heading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 id="office-map-heading" className="sr-only">
        {contactMap.heading}
      </h2>
      <svg
        role="img"
        aria-label={contactMap.alt}
        viewBox="0 0 640 320"
        width={640}
        height={320}
        className="block h-auto w-full bg-emerald-50"
      >
        <defs>
          <linearGradient id="map-land" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ecfdf5" />
            <stop offset="1" stopColor="#d1fae5" />
          </linearGradient>
          <linearGradient id="map-water" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#bae6fd" />
            <stop offset="1" stopColor="#7dd3fc" />
          </linearGradient>
        </defs>
        <rect width="640" height="320" fill="url(#map-land)" />
        <path d="M0 250 C 80 230 140 290 230 270 S 360 300 420 320 L 0 320 Z" fill="url(#map-water)" />
        {/* Technopark campus */}
        <rect x="400" y="60" width="190" height="120" rx="14" fill="#dbeafe" stroke="#93c5fd" strokeWidth="2" />
        <g fill="#93c5fd">
          <rect x="420" y="80" width="40" height="30" rx="4" />
          <rect x="475" y="80" width="40" height="30" rx="4" />
          <rect x="530" y="80" width="40" height="30" rx="4" />
          <rect x="420" y="125" width="40" height="30" rx="4" />
          <rect x="475" y="125" width="95" height="30" rx="4" />
        </g>
        {/* Railway */}
        <path d="M60 0 L 140 320" stroke="#64748b" strokeWidth="3" strokeDasharray="10 6" fill="none" />
        {/* NH 66 and a side road */}
        <path
          d="M300 0 C 290 100 320 200 300 320"
          stroke="#f59e0b"
          strokeWidth="18"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M300 0 C 290 100 320 200 300 320"
          stroke="#fde68a"
          strokeWidth="2"
          strokeDasharray="12 10"
          fill="none"
        />
        <path d="M306 150 L 400 120" stroke="#cbd5e1" strokeWidth="10" strokeLinecap="round" />
        <path d="M100 150 L 296 160" stroke="#cbd5e1" strokeWidth="8" strokeLinecap="round" />
        {/* Office pin */}
        <g transform="translate(345 128)">
          <circle r="26" fill="#1d4ed8" opacity="0.15" />
          <path
            d="M0 -30 C -14 -30 -22 -19 -22 -8 C -22 8 0 26 0 26 C 0 26 22 8 22 -8 C 22 -19 14 -30 0 -30 Z"
            fill="#1d4ed8"
          />
          <circle cy="-9" r="8" fill="#ffffff" />
        </g>
        {/* The labels take the page's font: on a Malayalam page, its own face of the Malayalam font. Named
            here as system-ui, the Malayalam labels sent Chromium on a search of every installed font
            for their letters (6-7 ms each, ADR 012). */}
        <g fontSize="15" fontWeight="600" fill="#0f172a">
          {mapLabelSpots.map(([key, x, y]) => (
            <text key={key} x={x} y={y}>
              {labels[key]}
            </text>
          ))}
        </g>
      </svg>
      <div className="flex flex-wrap items-center justify-between gap-3 p-5">
        <address className="text-sm leading-6 text-slate-700 not-italic">{fullAddress}</address>
        <a
          href={site.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Navigation aria-hidden="true" className="size-4" />
          {contactMap.directions}
          <span className="sr-only"> ({contactMap.directionsNote})</span>
        </a>
      </div>
    </section>
  );
}
