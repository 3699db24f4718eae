import { ChevronDown, Menu, X } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { accountMenuCopy } from "~/content/account-menu";
import { mainNav } from "~/content/navigation";
import { AccountMenu, type HeaderUser } from "./account-menu";
import { Logo } from "./logo";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

/** Services link plus a dropdown of ten services: opens on hover (large screens) or its toggle button. */
function ServicesDropdown({ services }: { services: readonly ServiceLink[] }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  // Choosing a service navigates; the menu closes with the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="flex items-center">
        <NavLink to="/services" className={navLinkClass} end={false}>
          Services
        </NavLink>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
          className="-ml-1 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
          <span className="sr-only">Show services menu</span>
        </button>
      </div>
      <div id={menuId} className={`${open ? "block" : "hidden"} absolute left-0 top-full z-40 pt-2`}>
        <ul className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {services.map((service) => (
            <li key={service.slug}>
              <NavLink
                to={`/services/${service.slug}`}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm ${
                    isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-100"
                  }`
                }
              >
                {service.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

type MobileMenuProps = {
  id: string;
  open: boolean;
  onNavigate: () => void;
  user: HeaderUser | null;
  services: readonly ServiceLink[];
};

function MobileMenu({ id, open, onNavigate, user, services }: MobileMenuProps) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const servicesListId = useId();
  return (
    <nav
      id={id}
      aria-label="Main"
      className={`${open ? "block" : "hidden"} border-t border-slate-200 bg-white lg:hidden`}
    >
      <ul className="container-page flex flex-col gap-1 py-4">
        {mainNav.map((item) =>
          item.href === "/services" ? (
            <li key={item.href}>
              <div className="flex items-center justify-between">
                <NavLink to={item.href} end className={navLinkClass} onClick={onNavigate}>
                  {item.name}
                </NavLink>
                <button
                  type="button"
                  aria-expanded={servicesOpen}
                  aria-controls={servicesListId}
                  onClick={() => setServicesOpen((value) => !value)}
                  className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
                >
                  <ChevronDown aria-hidden="true" className={`size-4 ${servicesOpen ? "rotate-180" : ""}`} />
                  <span className="sr-only">Show services menu</span>
                </button>
              </div>
              <ul
                id={servicesListId}
                className={`${servicesOpen ? "block" : "hidden"} ml-3 border-l border-slate-200 pl-2`}
              >
                {services.map((service) => (
                  <li key={service.slug}>
                    <NavLink to={`/services/${service.slug}`} className={navLinkClass} onClick={onNavigate}>
                      {service.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.href}>
              <NavLink to={item.href} className={navLinkClass} onClick={onNavigate}>
                {item.name}
              </NavLink>
            </li>
          ),
        )}
        {user ? (
          <li className="mt-3 border-t border-slate-200 pt-4">
            <p className="truncate px-3 text-sm font-semibold text-slate-900">{user.fullName}</p>
            <div className="mt-3 grid grid-cols-2 gap-3">
              {accountMenuCopy.links.map((link) => (
                <Link
                  key={link.href}
                  to={link.href}
                  onClick={onNavigate}
                  className="rounded-lg border border-slate-300 px-4 py-2 text-center text-sm font-semibold text-slate-800"
                >
                  {link.label}
                </Link>
              ))}
              <Form method="post" action="/logout">
                <button
                  type="submit"
                  className="w-full rounded-lg bg-slate-800 px-4 py-2 text-sm font-semibold text-white"
                >
                  {accountMenuCopy.logout}
                </button>
              </Form>
            </div>
          </li>
        ) : (
          <li className="mt-3 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
            <Link
              to="/login"
              onClick={onNavigate}
              className="rounded-lg border border-slate-300 px-4 py-2 text-center text-sm font-semibold text-slate-800"
            >
              Login
            </Link>
            <Link
              to="/signup"
              onClick={onNavigate}
              className="rounded-lg bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white"
            >
              Sign Up
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** A service in the Services menus: the header needs its name and address only. */
export type ServiceLink = { slug: string; title: string };

/**
 * `user` is the signed-in visitor and `services` the Services menu, both from the site layout's
 * loader (so the services' full copy never reaches the browser's JavaScript).
 */
export function SiteHeader({ user = null, services }: { user?: HeaderUser | null; services: readonly ServiceLink[] }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mobileMenuId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setMobileOpen(false), [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [mobileOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="header-row container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) =>
              item.href === "/services" ? (
                <ServicesDropdown key={item.href} services={services} />
              ) : (
                <li key={item.href}>
                  <NavLink to={item.href} className={navLinkClass}>
                    {item.name}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        {user ? (
          <div className="hidden lg:block">
            <AccountMenu user={user} />
          </div>
        ) : (
          <div className="hidden items-center gap-2 lg:flex">
            <Link to="/login" className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100">
              Login
            </Link>
            <Link
              to="/signup"
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Sign Up
            </Link>
          </div>
        )}
        <button
          ref={toggleRef}
          type="button"
          data-header-end=""
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMobileOpen((value) => !value)}
        >
          {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      <MobileMenu
        id={mobileMenuId}
        open={mobileOpen}
        onNavigate={() => setMobileOpen(false)}
        user={user}
        services={services}
      />
    </header>
  );
}
