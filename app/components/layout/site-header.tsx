import { ChevronDown, Menu, X } from "~/components/ui/icons";
import { Link, NavLink } from "react-router";
import * as accountMenuEn from "~/content/account-menu";
import * as accountMenuMl from "~/content/account-menu.ml";
import * as navigationEn from "~/content/navigation";
import * as navigationMl from "~/content/navigation.ml";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { typedTextLang } from "~/lib/i18n/use-english-text";
// Server-only markup (a static region): the catalogue's functions hold both languages, which is fine
// here and never in a component that hydrates (ADR 033).
import { m } from "~/paraglide/messages";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { AccountMenu, type HeaderUser } from "./account-menu";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

const navigation = localized(navigationEn, navigationMl);
const accountMenu = localized(accountMenuEn, accountMenuMl);

// The header is server-rendered markup (a static region of the site layout): no React runs in it.
// Its menus are disclosure buttons (`data-disclosure` + aria-controls) that one delegated controller
// opens and closes (app/lib/site-header-controls.ts); the current page is marked with aria-current,
// which the styles below key on, so the controller can move the mark after a client-side navigation.

const linkLook =
  "rounded-md py-2 text-sm font-medium text-slate-700 transition-colors not-aria-[current=page]:hover:bg-slate-100 not-aria-[current=page]:hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";
const navLinkClass = `${linkLook} px-3`;

/**
 * From which width the header shows the whole menu in its row (lg: 1024 px), and below it the menu
 * button; how close its links sit. With the language switch the English row just fits at 1024 px with
 * its links closer until 1280 px; Malayalam's words are longer: its row needs 1536 px (2xl) and close
 * links. Whole class names, so Tailwind finds them here.
 */
const headerWidths: Record<
  Locale,
  { row: string; link: string; wideBlock: string; wideFlex: string; narrowOnly: string; switchMargin: string }
> = {
  en: {
    row: "gap-4 lg:gap-2 xl:gap-4",
    link: `${linkLook} whitespace-nowrap px-2 xl:px-3`,
    wideBlock: "hidden lg:block",
    wideFlex: "hidden lg:flex",
    narrowOnly: "lg:hidden",
    switchMargin: "ml-auto lg:ml-0",
  },
  ml: {
    row: "gap-4 2xl:gap-2",
    link: `${linkLook} whitespace-nowrap px-2`,
    wideBlock: "hidden 2xl:block",
    wideFlex: "hidden 2xl:flex",
    narrowOnly: "2xl:hidden",
    switchMargin: "ml-auto 2xl:ml-0",
  },
};

const serviceLinkClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 not-aria-[current=page]:hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";

/** A service in the Services menus: the header needs its name and address only. */
export type ServiceLink = { slug: string; title: string };

/** A nav link the controller keeps marked: `end` marks it on its own path only, not below it. */
function HeaderNavLink({ to, end = false, className }: { to: string; end?: boolean; className: string }) {
  const item = navigation[useLocale()].mainNav.find((entry) => entry.href === to);
  const localePath = useLocalePath();
  return (
    <NavLink to={localePath(to)} end={end} className={className} data-nav={end ? "end" : ""}>
      {item?.name}
    </NavLink>
  );
}

type ToggleLook = { button: string; chevron: string };

const dropdownToggle: ToggleLook = {
  button: "group -ml-1 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900",
  chevron: "size-4 transition-transform group-aria-expanded:rotate-180",
};

const mobileToggle: ToggleLook = {
  button: "group rounded-md p-2 text-slate-600 hover:bg-slate-100",
  chevron: "size-4 group-aria-expanded:rotate-180",
};

/** The button that shows or hides a list of the services (use-header-controls flips aria-expanded). */
function ServicesToggle({ controls, look }: { controls: string; look: ToggleLook }) {
  const { headerCopy } = navigation[useLocale()];
  return (
    <button type="button" data-disclosure="" aria-expanded="false" aria-controls={controls} className={look.button}>
      <ChevronDown aria-hidden="true" className={look.chevron} />
      <span className="sr-only">{headerCopy.servicesMenu}</span>
    </button>
  );
}

/** Services link plus a dropdown of ten services: opens on hover (large screens) or its toggle button. */
function ServicesDropdown({ services }: { services: readonly ServiceLink[] }) {
  const menuId = "site-services-menu";
  const to = useLocalePath();
  return (
    <li className="relative" data-hover-disclosure="">
      <div className="flex items-center">
        <HeaderNavLink to="/services" className={headerWidths[useLocale()].link} />
        <ServicesToggle controls={menuId} look={dropdownToggle} />
      </div>
      <div id={menuId} hidden className="absolute left-0 top-full z-40 pt-2">
        <ul className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {services.map((service) => (
            <li key={service.slug}>
              <NavLink to={to(`/services/${service.slug}`)} className={serviceLinkClass} data-nav="">
                {service.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function MobileMenu({ id, user, services }: { id: string; user: HeaderUser | null; services: readonly ServiceLink[] }) {
  const servicesListId = "site-mobile-services";
  const locale = useLocale();
  const { mainNav, headerCopy } = navigation[locale];
  const { accountMenuCopy } = accountMenu[locale];
  const to = useLocalePath();
  return (
    <nav
      id={id}
      hidden
      aria-label={m.main_navigation({}, { locale })}
      data-close-on-link=""
      className={`border-t border-slate-200 bg-white ${headerWidths[locale].narrowOnly}`}
    >
      <ul className="container-page flex flex-col gap-1 py-4">
        {mainNav.map((item) =>
          item.href === "/services" ? (
            <li key={item.href}>
              <div className="flex items-center justify-between">
                <HeaderNavLink to={item.href} end className={navLinkClass} />
                <ServicesToggle controls={servicesListId} look={mobileToggle} />
              </div>
              <ul id={servicesListId} hidden className="ml-3 border-l border-slate-200 pl-2">
                {services.map((service) => (
                  <li key={service.slug}>
                    <NavLink to={to(`/services/${service.slug}`)} className={`block ${navLinkClass}`} data-nav="">
                      {service.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.href}>
              <HeaderNavLink to={item.href} className={`block ${navLinkClass}`} />
            </li>
          ),
        )}
        {user ? (
          <li className="mt-3 border-t border-slate-200 pt-4">
            <p
              lang={typedTextLang(locale, user.fullName)}
              className="truncate px-3 text-sm font-semibold text-slate-900"
            >
              {user.fullName}
            </p>
            <div className="mt-3 grid grid-cols-2 gap-3">
              {accountMenuCopy.links.map((link) => (
                <Link
                  key={link.href}
                  to={to(link.href)}
                  className="rounded-lg border border-slate-300 px-4 py-2 text-center text-sm font-semibold text-slate-800"
                >
                  {link.label}
                </Link>
              ))}
              <form method="post" action={to("/logout")}>
                <button
                  type="submit"
                  className="w-full rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white"
                >
                  {accountMenuCopy.logout}
                </button>
              </form>
            </div>
          </li>
        ) : (
          <li className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
            <Link
              to={to("/login")}
              className="rounded-lg border border-slate-300 px-4 py-2 text-center text-sm font-semibold text-slate-800"
            >
              {headerCopy.login}
            </Link>
            <Link
              to={to("/signup")}
              className="rounded-lg bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white"
            >
              {headerCopy.signup}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * The site header, rendered on the server for the page's path and the signed-in visitor (the site
 * layout's loader renders it into a static region).
 */
export function SiteHeader({
  user = null,
  services,
  search = "",
}: {
  user?: HeaderUser | null;
  services: readonly ServiceLink[];
  /** The page's query string, which the language switcher keeps. */
  search?: string;
}) {
  const mobileMenuId = "site-mobile-menu";
  const locale = useLocale();
  const { mainNav, headerCopy } = navigation[locale];
  const widths = headerWidths[locale];
  const to = useLocalePath();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className={`header-row container-page flex h-16 items-center justify-between ${widths.row}`}>
        <Logo homeLabel={headerCopy.home} />
        <nav aria-label={m.main_navigation({}, { locale })} className={widths.wideBlock}>
          <ul className="flex items-center gap-1">
            {mainNav.map((item) =>
              item.href === "/services" ? (
                <ServicesDropdown key={item.href} services={services} />
              ) : (
                <li key={item.href}>
                  <HeaderNavLink to={item.href} className={widths.link} />
                </li>
              ),
            )}
          </ul>
        </nav>
        {user ? (
          <div className={widths.wideBlock}>
            <AccountMenu user={user} />
          </div>
        ) : (
          <div className={`items-center gap-2 ${widths.wideFlex}`}>
            <Link
              to={to("/login")}
              className="whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              {headerCopy.login}
            </Link>
            <Link
              to={to("/signup")}
              className="whitespace-nowrap rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {headerCopy.signup}
            </Link>
          </div>
        )}
        <LanguageSwitch search={search} className={widths.switchMargin} />
        <button
          type="button"
          data-header-end=""
          data-disclosure="modal"
          className={`group rounded-md p-2 text-slate-700 hover:bg-slate-100 ${widths.narrowOnly}`}
          aria-expanded="false"
          aria-controls={mobileMenuId}
        >
          <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
          <span className="sr-only" data-label-open={headerCopy.closeMenu}>
            {headerCopy.openMenu}
          </span>
        </button>
      </div>
      <MobileMenu id={mobileMenuId} user={user} services={services} />
    </header>
  );
}
