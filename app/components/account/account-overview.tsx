// The body of /account below its page header: the customer's details (with the ways to their
// password, their support tickets and out) and the plans they have requested with each one's
// history. The loader renders it as a static region for the visitor alone (app/lib/static-regions.ts),
// so none of this, nor its words, is in the browser's JavaScript; its log-out form is a plain POST,
// like the header's, and so is its language setting's. In the page's language (both twins may be
// imported here: none of it reaches the browser).
import { Link } from "react-router";
import { LogOut } from "~/components/ui/icons";
import * as billingEn from "~/content/account-billing";
import * as billingMl from "~/content/account-billing.ml";
import * as accountsEn from "~/content/accounts";
import * as accountsMl from "~/content/accounts.ml";
import * as contractsEn from "~/content/contracts-customer";
import * as contractsMl from "~/content/contracts-customer.ml";
import * as devicesEn from "~/content/devices-customer";
import * as devicesMl from "~/content/devices-customer.ml";
import * as invoicesEn from "~/content/invoices-customer";
import * as invoicesMl from "~/content/invoices-customer.ml";
import * as planRequestEn from "~/content/plan-request-customer";
import * as planRequestMl from "~/content/plan-request-customer.ml";
import * as ticketsEn from "~/content/tickets-customer";
import * as ticketsMl from "~/content/tickets-customer.ml";
import { formatDate, formatDateTime } from "~/lib/india-time";
import { htmlLang, type Locale, languageNames, locales } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";

const accounts = localized(accountsEn, accountsMl);
const planRequests = localized(planRequestEn, planRequestMl);
const billing = localized(billingEn, billingMl);
const contracts = localized(contractsEn, contractsMl);
const devices = localized(devicesEn, devicesMl);
const invoices = localized(invoicesEn, invoicesMl);
const tickets = localized(ticketsEn, ticketsMl);

type RequestStatus = keyof typeof accountsEn.accountCopy.statusLabels;

export type AccountOverviewProps = {
  /** `locale`: the language of their emails and messages (not the page's: the URL decides that). */
  user: { fullName: string; email: string; createdAt: string; locale: Locale };
  requests: readonly {
    id: number;
    planName: string;
    status: RequestStatus;
    note: string | null;
    createdAt: string;
    startedAt: string | null;
    responseTime: string | null;
    history: readonly { toStatus: RequestStatus; message: string | null; createdAt: string }[];
  }[];
};

const statusTone: Record<string, string> = {
  requested: "bg-amber-100 text-amber-900",
  contacted: "bg-brand-100 text-brand-900",
  active: "bg-emerald-100 text-emerald-900",
  declined: "bg-slate-200 text-slate-800",
  cancelled: "bg-slate-200 text-slate-800",
};

/** The customer's details and plan requests. */
export function AccountOverview({ user, requests }: AccountOverviewProps) {
  const locale = useLocale();
  const to = useLocalePath();
  const { accountCopy } = accounts[locale];
  const { planRequestCustomerCopy } = planRequests[locale];
  const { billingDetailsCopy } = billing[locale];
  const { contractListCopy } = contracts[locale];
  const { deviceListCopy } = devices[locale];
  const { invoiceListCopy } = invoices[locale];
  const { ticketListCopy } = tickets[locale];
  // What the customer typed and the plans' names stay as written: marked English on a Malayalam page.
  const asWritten = locale === "en" ? undefined : htmlLang.en;
  return (
    <div className="container-page grid gap-8 py-12 lg:grid-cols-3">
      <section aria-labelledby="account-details" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="account-details" className="text-lg font-bold text-slate-900">
          {accountCopy.detailsHeading}
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="font-medium text-slate-600">{accountCopy.nameLabel}</dt>
            <dd className="text-slate-900" lang={asWritten}>
              {user.fullName}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{accountCopy.emailLabel}</dt>
            <dd className="break-all text-slate-900" lang={asWritten}>
              {user.email}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{accountCopy.memberSinceLabel}</dt>
            <dd className="text-slate-900">{formatDate(user.createdAt, locale)}</dd>
          </div>
        </dl>
        <LanguageSetting current={user.locale} />
        <LinkedNote
          heading={accountCopy.securityHeading}
          text={accountCopy.securityText}
          to="/forgot-password"
          link={accountCopy.securityLink}
        />
        <LinkedNote
          heading={ticketListCopy.accountLink}
          text={ticketListCopy.accountIntro}
          to="/account/tickets"
          link={ticketListCopy.accountLink}
        />
        <LinkedNote
          heading={contractListCopy.accountLink}
          text={contractListCopy.accountIntro}
          to="/account/contracts"
          link={contractListCopy.accountLink}
        />
        <LinkedNote
          heading={invoiceListCopy.accountLink}
          text={invoiceListCopy.accountIntro}
          to="/account/invoices"
          link={invoiceListCopy.accountLink}
        />
        <LinkedNote
          heading={billingDetailsCopy.accountLink}
          text={billingDetailsCopy.accountIntro}
          to="/account/billing"
          link={billingDetailsCopy.accountLink}
        />
        <LinkedNote
          heading={deviceListCopy.accountLink}
          text={deviceListCopy.accountIntro}
          to="/account/devices"
          link={deviceListCopy.accountLink}
        />
        <form method="post" action={to("/logout")} className="mt-6">
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {accountCopy.logout}
          </button>
        </form>
      </section>
      <section aria-labelledby="account-requests" className="lg:col-span-2">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="account-requests" className="text-lg font-bold text-slate-900">
            {accountCopy.requestsHeading}
          </h2>
          <Link to={to("/amc-plans")} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
            {accountCopy.browsePlans}
          </Link>
        </div>
        {requests.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            {accountCopy.requestsEmpty}
          </p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {[
                    accountCopy.columns.plan,
                    accountCopy.columns.requested,
                    accountCopy.columns.status,
                    accountCopy.columns.note,
                  ].map((label) => (
                    <th key={label} scope="col" className="px-4 py-3 font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 bg-white">
                {requests.map((request) => (
                  <tr key={request.id}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900" lang={asWritten}>
                      {request.planName}
                    </th>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      <time dateTime={new Date(request.createdAt).toISOString()}>
                        {formatDateTime(request.createdAt, locale)}
                      </time>
                    </td>
                    <td className="px-4 py-3">
                      <span
                        className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusTone[request.status] ?? ""}`}
                      >
                        {accountCopy.statusLabels[request.status]}
                      </span>
                    </td>
                    <td className="max-w-xs px-4 py-3 break-words whitespace-pre-line text-slate-700" lang={asWritten}>
                      {request.note ?? "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {requests
          .filter((request) => request.history.length > 0)
          .map((request) => (
            <section
              key={request.id}
              aria-labelledby={`request-history-${request.id}`}
              className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
            >
              <h3 id={`request-history-${request.id}`} className="text-base font-bold text-slate-900">
                {planRequestCustomerCopy.historyLabel(request.planName)}
              </h3>
              {request.startedAt ? (
                <p className="mt-2 text-sm text-slate-700">
                  {planRequestCustomerCopy.activeSince}:{" "}
                  <time dateTime={request.startedAt}>{formatDate(request.startedAt, locale)}</time>
                  {request.responseTime ? ` · ${planRequestCustomerCopy.responseTime}: ${request.responseTime}` : null}
                </p>
              ) : null}
              <ol className="mt-3 space-y-3">
                {request.history.map((event) => (
                  <li key={event.createdAt + event.toStatus} className="border-l-2 border-brand-200 pl-4 text-sm">
                    <p className="font-semibold text-slate-900">
                      {planRequestCustomerCopy.historyEntry(accountCopy.statusLabels[event.toStatus])}{" "}
                      <span className="font-normal text-slate-600">
                        · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt, locale)}</time>
                      </span>
                    </p>
                    {event.message ? (
                      <p className="mt-1 break-words whitespace-pre-line text-slate-700" lang={asWritten}>
                        {event.message}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          ))}
      </section>
    </div>
  );
}

/**
 * The language of the customer's emails and messages: a plain form post to this page, each choice
 * named in its own language (as the language switcher names them).
 */
function LanguageSetting({ current }: { current: Locale }) {
  const to = useLocalePath();
  const words = accounts[useLocale()].languageSettingCopy;
  return (
    <form method="post" action={to("/account")} className="mt-6">
      <fieldset>
        <legend className="text-sm font-bold text-slate-900">{words.heading}</legend>
        <p className="mt-1 text-sm text-slate-600">{words.text}</p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {locales.map((choice) => (
            <label key={choice} className="inline-flex items-center gap-2 text-sm text-slate-900">
              <input type="radio" name="locale" value={choice} defaultChecked={choice === current} />
              <span lang={htmlLang[choice]}>{languageNames[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="mt-3 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {words.save}
      </button>
    </form>
  );
}

/** A short titled note of the details card that ends with a link to where it is acted on. */
function LinkedNote({ heading, text, to: path, link }: { heading: string; text: string; to: string; link: string }) {
  const to = useLocalePath();
  return (
    <>
      <h3 className="mt-6 text-sm font-bold text-slate-900">{heading}</h3>
      <p className="mt-1 text-sm text-slate-600">
        {text}{" "}
        <Link to={to(path)} className="font-medium text-brand-800 underline underline-offset-2">
          {link}
        </Link>
      </p>
    </>
  );
}
