// Tells a customer whose AMC contract lapsed that their tickets now get the priorities' standard
// targets, and where to renew. Plain markup: no script of its own.
import { Link } from "react-router";
import * as en from "~/content/tickets-customer";
import * as ml from "~/content/tickets-customer.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";

const notes = localized(en, ml);

/** `endedOn` is already written out ('30 November 2026') by the loader. */
export function ContractLapsedNote({ endedOn, className = "" }: { endedOn: string; className?: string }) {
  const words = notes[useLocale()].contractLapsedNote;
  const to = useLocalePath();
  return (
    <p role="note" className={`rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-900 ${className}`}>
      {words.text(endedOn)}{" "}
      <Link to={to("/account/contracts")} className="font-semibold text-brand-800 underline underline-offset-2">
        {words.link}
      </Link>
      .
    </p>
  );
}
