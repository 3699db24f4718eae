// The rules that propose which invoice a statement's credit line pays — proposals only: staff confirm
// each one, nothing is recorded by the import. In order: (1) the line's reference is a UTR a customer
// gave for an invoice ("I have paid"); (2) the narration names an invoice; (3) exactly one payable
// invoice has exactly the line's amount outstanding. A proposal never asks more than an invoice still
// owes, counting what earlier lines of the same statement were proposed for it. A line whose
// reference already paid an invoice is recorded already. Pure and browser-safe.

export type MatchedBy = "utr" | "number" | "amount";

export type Proposal =
  | { status: "proposed"; invoiceId: number; matchedBy: MatchedBy }
  | { status: "unmatched" }
  /** Its reference paid an invoice already (a payment recorded by hand, or an earlier statement). */
  | { status: "recorded" };

export type MatchLine = { reference: string | null; amountPaise: number; invoiceNumbers: readonly string[] };

export type MatchCandidates = {
  /** Invoices payments can be recorded against, with what each still owes. */
  payable: readonly { id: number; number: string; outstandingPaise: number }[];
  /** Customers' pending "I have paid" claims. */
  claims: readonly { utr: string; invoiceId: number }[];
  /** References of payments already recorded. */
  recordedReferences: ReadonlySet<string>;
};

/** The proposals for a statement's lines, in their order. */
export function proposeMatches(lines: readonly MatchLine[], candidates: MatchCandidates): Proposal[] {
  const remaining = new Map(candidates.payable.map((invoice) => [invoice.id, invoice.outstandingPaise]));
  const byNumber = new Map(candidates.payable.map((invoice) => [invoice.number, invoice.id]));
  const fits = (invoiceId: number | undefined, amountPaise: number): invoiceId is number =>
    invoiceId !== undefined && amountPaise <= (remaining.get(invoiceId) ?? 0);

  return lines.map((line): Proposal => {
    if (line.reference !== null && candidates.recordedReferences.has(line.reference)) return { status: "recorded" };
    const propose = (invoiceId: number, matchedBy: MatchedBy): Proposal => {
      remaining.set(invoiceId, (remaining.get(invoiceId) ?? 0) - line.amountPaise);
      return { status: "proposed", invoiceId, matchedBy };
    };
    const claimed = candidates.claims.find(
      (claim) => claim.utr === line.reference && fits(claim.invoiceId, line.amountPaise),
    );
    if (claimed) return propose(claimed.invoiceId, "utr");
    const named = line.invoiceNumbers.map((number) => byNumber.get(number)).find((id) => fits(id, line.amountPaise));
    if (named !== undefined) return propose(named, "number");
    const exact = [...remaining].filter(([, outstanding]) => outstanding === line.amountPaise);
    if (exact.length === 1 && exact[0]) return propose(exact[0][0], "amount");
    return { status: "unmatched" };
  });
}
