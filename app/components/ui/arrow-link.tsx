import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, ArrowRight } from "~/components/ui/icons";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** A card's last link, pushed to the card's foot ('View case study'). */
export const cardFootLinkClass =
  "mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900";

type ArrowLinkProps = {
  to: string;
  className: string;
  /** Leads back (to a list): the arrow points left, before the words; otherwise right, after them. */
  back?: boolean;
  /** Words only a screen reader hears after the link's own, naming what it leads to (': Title'). */
  context?: string;
  /** The language of `context` when it is not the page's (an English post's title on a Malayalam page). */
  contextLang?: string;
  children: ReactNode;
};

/**
 * A link with an arrow that says where it goes: on to more, or back. The arrow is decorative. A site
 * path stays in the page's language.
 */
export function ArrowLink({ to, className, back = false, context, contextLang, children }: ArrowLinkProps) {
  const localePath = useLocalePath();
  return (
    <Link to={localePath(to)} className={className}>
      {back ? <ArrowLeft aria-hidden="true" className="size-4" /> : null}
      {children}
      {context ? (
        <span lang={contextLang} className="sr-only">
          {context}
        </span>
      ) : null}
      {back ? null : <ArrowRight aria-hidden="true" className="size-4" />}
    </Link>
  );
}
