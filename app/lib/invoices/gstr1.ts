// A month's GSTR-1 (the return of outward supplies) as the accountant files it, grouped from the
// invoices and credit notes issued in the month: B2B (each invoice to a registered recipient, per tax
// rate), B2C large (inter-state invoices to unregistered recipients over the limit, each on its own),
// B2C small (the rest of the unregistered supplies, summed by place of supply and rate, less their
// credit notes), credit notes to registered (CDNR) and to unregistered B2C-large recipients (CDNUR),
// the SAC/HSN summary (net of credit notes) and the documents issued per series. An invoice cancelled
// by a credit note stays in its table and the credit note in its own (GST practice: a tax invoice is
// never withdrawn). Sums in integer paise. Pure and browser-safe.
import { billingCodes } from "~/content/gst";
import { isIntraState } from "./gst";

export type Gstr1Line = {
  sacCode: string;
  unit: string;
  quantityMilli: number;
  taxRateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type Gstr1Document = {
  kind: "invoice" | "credit_note";
  number: string;
  series: string;
  sequence: number;
  issueDate: string;
  status: string;
  recipientName: string;
  recipientGstin: string | null;
  placeOfSupply: string;
  supplierStateCode: string;
  totalPaise: number;
  /** Signed, −49…+50 paise: the total rounded to the rupee. */
  roundOffPaise: number;
  lines: readonly Gstr1Line[];
  /** A credit note: the invoice it credits (any month). */
  credited: { number: string; issueDate: string; totalPaise: number } | null;
};

type Taxes = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
export type RateRow = Taxes & { taxRateBasisPoints: number };

export type Gstr1 = {
  b2b: (RateRow &
    Pick<Gstr1Document, "number" | "issueDate" | "recipientName" | "placeOfSupply" | "totalPaise"> & {
      recipientGstin: string;
    })[];
  b2cLarge: (RateRow & Pick<Gstr1Document, "number" | "issueDate" | "placeOfSupply" | "totalPaise">)[];
  b2cSmall: (RateRow & { placeOfSupply: string; intraState: boolean })[];
  creditNotesRegistered: (RateRow &
    Pick<Gstr1Document, "number" | "issueDate" | "recipientName" | "placeOfSupply" | "totalPaise"> & {
      recipientGstin: string;
      invoiceNumber: string;
      invoiceDate: string;
    })[];
  creditNotesUnregistered: (RateRow &
    Pick<Gstr1Document, "number" | "issueDate" | "placeOfSupply" | "totalPaise"> & {
      invoiceNumber: string;
      invoiceDate: string;
    })[];
  sacSummary: (Taxes & { sacCode: string; description: string; unit: string; quantityMilli: number })[];
  documents: {
    series: string;
    kind: "invoice" | "credit_note";
    from: string;
    to: string;
    count: number;
    cancelled: number;
  }[];
  totals: {
    invoices: Taxes & { count: number; totalPaise: number };
    creditNotes: Taxes & { count: number; totalPaise: number };
  };
};

/**
 * The invoice value above which an inter-state supply to an unregistered person is "B2C large",
 * reported invoice by invoice: ₹2,50,000 until July 2024, ₹1,00,000 from 1 August 2024
 * (notification 12/2024 – Central Tax).
 */
export const b2cLargeLimits: readonly { from: string; overPaise: number }[] = [
  { from: "2017-07-01", overPaise: 2_50_000_00 },
  { from: "2024-08-01", overPaise: 1_00_000_00 },
];

export function isB2cLarge(
  invoice: Pick<Gstr1Document, "recipientGstin" | "placeOfSupply" | "supplierStateCode">,
  valuePaise: number,
  issueDate: string,
): boolean {
  if (invoice.recipientGstin !== null || isIntraState(invoice.supplierStateCode, invoice.placeOfSupply)) return false;
  const limit = b2cLargeLimits.filter((row) => row.from <= issueDate).at(-1);
  return limit !== undefined && valuePaise > limit.overPaise;
}

const zero = (): Taxes => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });

function add(into: Taxes, from: Taxes, sign = 1) {
  into.taxablePaise += sign * from.taxablePaise;
  into.cgstPaise += sign * from.cgstPaise;
  into.sgstPaise += sign * from.sgstPaise;
  into.igstPaise += sign * from.igstPaise;
}

/** A document's taxable value and taxes per rate, in the order the rates first appear. */
export function byRate(lines: readonly Gstr1Line[]): RateRow[] {
  const rows = new Map<number, RateRow>();
  for (const line of lines) {
    const row = rows.get(line.taxRateBasisPoints) ?? { taxRateBasisPoints: line.taxRateBasisPoints, ...zero() };
    add(row, line);
    rows.set(line.taxRateBasisPoints, row);
  }
  return [...rows.values()];
}

const describeCode = (code: string) => billingCodes.find((entry) => entry.code === code)?.description ?? "";

export function gstr1Of(documents: readonly Gstr1Document[]): Gstr1 {
  const result: Gstr1 = {
    b2b: [],
    b2cLarge: [],
    b2cSmall: [],
    creditNotesRegistered: [],
    creditNotesUnregistered: [],
    sacSummary: [],
    documents: [],
    totals: { invoices: { count: 0, totalPaise: 0, ...zero() }, creditNotes: { count: 0, totalPaise: 0, ...zero() } },
  };
  const small = new Map<string, Gstr1["b2cSmall"][number]>();
  const addSmall = (document: Gstr1Document, sign: number) => {
    const intraState = isIntraState(document.supplierStateCode, document.placeOfSupply);
    for (const rate of byRate(document.lines)) {
      const key = `${document.placeOfSupply}:${rate.taxRateBasisPoints}`;
      const row = small.get(key) ?? {
        placeOfSupply: document.placeOfSupply,
        intraState,
        taxRateBasisPoints: rate.taxRateBasisPoints,
        ...zero(),
      };
      add(row, rate, sign);
      small.set(key, row);
    }
  };
  const codes = new Map<string, Gstr1["sacSummary"][number]>();
  const series = new Map<string, Gstr1["documents"][number] & { first: number; last: number }>();

  for (const document of documents) {
    const sign = document.kind === "credit_note" ? -1 : 1;
    const totals = document.kind === "invoice" ? result.totals.invoices : result.totals.creditNotes;
    totals.count += 1;
    totals.totalPaise += document.totalPaise;
    for (const line of document.lines) add(totals, line);

    if (document.kind === "invoice") {
      if (document.recipientGstin !== null) {
        for (const rate of byRate(document.lines))
          result.b2b.push({
            ...pick(document),
            recipientName: document.recipientName,
            recipientGstin: document.recipientGstin,
            ...rate,
          });
      } else if (isB2cLarge(document, document.totalPaise, document.issueDate)) {
        for (const rate of byRate(document.lines)) result.b2cLarge.push({ ...pick(document), ...rate });
      } else addSmall(document, 1);
    } else {
      const credited = document.credited ?? { number: "", issueDate: document.issueDate, totalPaise: 0 };
      const original = { invoiceNumber: credited.number, invoiceDate: credited.issueDate };
      if (document.recipientGstin !== null) {
        for (const rate of byRate(document.lines))
          result.creditNotesRegistered.push({
            ...pick(document),
            recipientName: document.recipientName,
            recipientGstin: document.recipientGstin,
            ...original,
            ...rate,
          });
      } else if (isB2cLarge(document, credited.totalPaise, credited.issueDate)) {
        for (const rate of byRate(document.lines))
          result.creditNotesUnregistered.push({ ...pick(document), ...original, ...rate });
      } else addSmall(document, -1);
    }

    for (const line of document.lines) {
      const row = codes.get(line.sacCode) ?? {
        sacCode: line.sacCode,
        description: describeCode(line.sacCode),
        unit: line.unit,
        quantityMilli: 0,
        ...zero(),
      };
      row.quantityMilli += sign * line.quantityMilli;
      add(row, line, sign);
      codes.set(line.sacCode, row);
    }

    const entry = series.get(document.series) ?? {
      series: document.series,
      kind: document.kind,
      from: document.number,
      to: document.number,
      first: document.sequence,
      last: document.sequence,
      count: 0,
      cancelled: 0,
    };
    if (document.sequence < entry.first) [entry.first, entry.from] = [document.sequence, document.number];
    if (document.sequence > entry.last) [entry.last, entry.to] = [document.sequence, document.number];
    entry.count += 1;
    if (document.status === "cancelled") entry.cancelled += 1;
    series.set(document.series, entry);
  }
  result.b2cSmall = [...small.values()].sort(
    (a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.taxRateBasisPoints - b.taxRateBasisPoints,
  );
  result.sacSummary = [...codes.values()].sort((a, b) => a.sacCode.localeCompare(b.sacCode));
  result.documents = [...series.values()].map(({ first: _, last: __, ...row }) => row);
  return result;
}

const pick = (document: Gstr1Document) => ({
  number: document.number,
  issueDate: document.issueDate,
  placeOfSupply: document.placeOfSupply,
  totalPaise: document.totalPaise,
});
