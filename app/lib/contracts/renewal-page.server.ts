// The page a reminder's "Renew" link opens (/contract-renewal?token=…). Opening it (GET or HEAD, as
// mail scanners do) only reads: it names the customer and the contract and shows the renewal's
// terms, with one button. That button's POST renews — no sign-in needed, the signed link is the
// authority — as the contract's customer, with their client address and browser kept on the new
// contract's acceptance record. A second press, another tab or an old email finds the contract
// already renewed and changes nothing.
import { eq } from "drizzle-orm";
import * as renewalEn from "~/content/contract-renewal";
import * as renewalMl from "~/content/contract-renewal.ml";
import type { Database } from "~/db/client.server";
import { contracts, users } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { dataOutcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { type Contract, renewalInvoiceOf, renewalPreview, renewContract } from "./contracts.server";
import { contractRenewedEmail } from "./emails.server";
import { indiaDay, lapseDay } from "./period";
import { verifyRenewalToken } from "./renewal-links.server";
import { contractInForceStatuses } from "./transitions";

/** Per client address: generous for an office behind one router, useless for guessing tokens. */
export const contractRenewalRateLimit: RateLimitRule = { name: "contract-renewal", limit: 20, windowMs: 10 * 60_000 };

/** What the page shows: the confirmation (GET) or what pressing its button did (POST). */
export type RenewalPageData =
  | {
      state: "ready";
      token: string;
      contractId: number;
      customerName: string;
      planName: string;
      endsOn: string;
      next: { startsOn: string; endsOn: string };
      /** The renewal's terms, paragraph by paragraph (renewalPreview). */
      terms: string[];
    }
  | { state: "renewed"; contractId: number; nextId: number; startsOn: string; endsOn: string; invoice: RenewalInvoice }
  | { state: "already-renewed"; contractId: number; nextId: number; invoice: RenewalInvoice }
  | { state: "not-renewable"; contractId: number }
  /** A malformed or tampered token, or one naming no contract. */
  | { state: "invalid" }
  /** The POST was refused before the handler (another site, too large, not a form), or rate-limited. */
  | { state: "refused"; message: string }
  | { state: "unavailable" };

/** The renewal's first invoice, as the page names it (null when nothing was billed). */
export type RenewalInvoice = { id: number; number: string; totalPaise: number; dueDate: string } | null;

async function renewalInvoiceView(db: Database, nextId: number): Promise<RenewalInvoice> {
  const invoice = await renewalInvoiceOf(db, nextId);
  return invoice
    ? { id: invoice.id, number: invoice.number, totalPaise: invoice.totalPaise, dueDate: invoice.dueDate }
    : null;
}

export function renewalPageStatus(page: RenewalPageData): number {
  switch (page.state) {
    case "invalid":
      return 400;
    case "not-renewable":
      return 409;
    case "unavailable":
      return 503;
    default:
      return 200;
  }
}

type Found =
  | { state: "invalid" }
  | { state: "already-renewed"; contractId: number; nextId: number; invoice: RenewalInvoice }
  | { state: "not-renewable"; contractId: number }
  | { state: "renewable"; contract: Contract; customer: { fullName: string; email: string; locale: Locale } };

/** The contract a token names and whether it can be renewed now. Reads only. */
async function findRenewable(db: Database, token: string, secret: string, now: Date): Promise<Found> {
  const id = verifyRenewalToken(token, secret);
  if (id === null) return { state: "invalid" };
  const [row] = await db
    .select({ contract: contracts, fullName: users.fullName, email: users.email, locale: users.locale })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(eq(contracts.id, id));
  if (!row) return { state: "invalid" };
  const [next] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.previousContractId, id));
  if (next) {
    return {
      state: "already-renewed",
      contractId: id,
      nextId: next.id,
      invoice: await renewalInvoiceView(db, next.id),
    };
  }
  const contract = row.contract;
  const renewable =
    (contractInForceStatuses as readonly string[]).includes(contract.status) &&
    // Past grace it is lapsed even before the expiry job has run.
    indiaDay(now) < lapseDay(contract.endsOn);
  if (!renewable) return { state: "not-renewable", contractId: id };
  return { state: "renewable", contract, customer: { fullName: row.fullName, email: row.email, locale: row.locale } };
}

/** The GET page: the renewal's terms and one button, or why not. Changes nothing. */
export async function loadRenewalPage(
  db: Database,
  token: string,
  secret: string,
  now = new Date(),
): Promise<RenewalPageData> {
  const found = await findRenewable(db, token, secret, now);
  if (found.state !== "renewable") return found;
  const { contract, customer } = found;
  const preview = await renewalPreview(db, contract);
  return {
    state: "ready",
    token,
    contractId: contract.id,
    customerName: customer.fullName,
    planName: contract.planName,
    endsOn: contract.endsOn,
    next: { startsOn: preview.contract.startsOn, endsOn: preview.contract.endsOn },
    terms: preview.text.split("\n\n"),
  };
}

const answer = (page: RenewalPageData, headers?: Headers) => dataOutcome(renewalPageStatus(page), page, headers);

const renewalWords = localized(renewalEn, renewalMl);

/** POST /contract-renewal: the page's button, with the link's token in the form (refusals in the page's language). */
export const contractRenewalForm = (locale: Locale = "en") => {
  const { contractRenewalCopy } = renewalWords[locale];
  return defineForm<RenewalPageData, Pick<Env, "APP_SECRET" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER">>({
    name: "contract-renewal",
    maxBytes: 8 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => dataOutcome(status, { state: "refused", message }),
    unavailable: () => dataOutcome(503, { state: "refused", message: contractRenewalCopy.failed }),
    async handle({ request, form, db, env, clientAddress }) {
      const limit = await consumeRateLimit(db, contractRenewalRateLimit, clientAddress, env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        return dataOutcome(
          429,
          { state: "refused", message: contractRenewalCopy.tooMany },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
      }
      const token = form.get("token");
      const found = await findRenewable(db, typeof token === "string" ? token : "", env.APP_SECRET, new Date());
      if (found.state !== "renewable") return answer(found);
      const { contract, customer } = found;
      const result = await renewContract(
        db,
        { id: contract.userId, ...customer },
        contract.id,
        {
          channel: "renewal-link",
          acceptedBy: contract.userId,
          customerId: contract.userId,
          clientAddress,
          userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
        },
        { renewed: (old, next) => contractRenewedEmail(old, next, customer, false, env.PUBLIC_URL) },
      );
      switch (result.outcome) {
        case "renewed": {
          const [next] = await db
            .select({ startsOn: contracts.startsOn, endsOn: contracts.endsOn })
            .from(contracts)
            .where(eq(contracts.id, result.contractId));
          if (!next) throw new Error(`renewal ${result.contractId} vanished`);
          return answer({
            state: "renewed",
            contractId: contract.id,
            nextId: result.contractId,
            ...next,
            invoice: await renewalInvoiceView(db, result.contractId),
          });
        }
        case "already-renewed":
          return answer({
            state: "already-renewed",
            contractId: contract.id,
            nextId: result.contractId,
            invoice: await renewalInvoiceView(db, result.contractId),
          });
        case "not-renewable":
          return answer({ state: "not-renewable", contractId: contract.id });
        default:
          return answer({ state: "invalid" });
      }
    },
  });
};
