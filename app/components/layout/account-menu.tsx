import { ChevronDown, CircleUser, LogOut } from "~/components/ui/icons";
import { Link } from "react-router";
import * as en from "~/content/account-menu";
import * as ml from "~/content/account-menu.ml";
import { localized } from "~/lib/i18n/localized";
import { typedTextLang } from "~/lib/i18n/use-english-text";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";

const words = localized(en, ml);

export type HeaderUser = { fullName: string; email: string };

/**
 * The signed-in visitor's menu in the header: their name, a link to /account and a Log out button
 * (a POST form, so it works without JavaScript and cannot be triggered by a link or an image).
 * A native <details> element opens and closes it without JavaScript; the header's controller also
 * closes it on navigation, on Escape and when focus or a click goes elsewhere.
 */
export function AccountMenu({ user }: { user: HeaderUser }) {
  const locale = useLocale();
  const { accountMenuCopy } = words[locale];
  const to = useLocalePath();
  return (
    <details className="group relative" data-account-menu="">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
        <CircleUser aria-hidden="true" className="size-5 text-brand-700" />
        <span className="sr-only">{accountMenuCopy.menuLabel}</span>
        <span lang={typedTextLang(locale, user.fullName)} className="max-w-40 truncate">
          {user.fullName}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <p className="truncate px-3 py-2 text-xs text-slate-600">{user.email}</p>
        {accountMenuCopy.links.map((link) => (
          <Link
            key={link.href}
            to={to(link.href)}
            className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
          >
            {link.label}
          </Link>
        ))}
        <form method="post" action={to("/logout")}>
          <button
            type="submit"
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {accountMenuCopy.logout}
          </button>
        </form>
      </div>
    </details>
  );
}
