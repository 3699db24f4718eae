import { describe, expect, it } from "vitest";
import { type Gstr1Document, type Gstr1Line, gstr1Of, isB2cLarge } from "./gstr1";

const intra = (taxablePaise: number, sacCode = "998713"): Gstr1Line => ({
  sacCode,
  unit: "NOS",
  quantityMilli: 1000,
  taxRateBasisPoints: 1800,
  taxablePaise,
  cgstPaise: taxablePaise * 0.09,
  sgstPaise: taxablePaise * 0.09,
  igstPaise: 0,
});
const inter = (taxablePaise: number, sacCode = "998316"): Gstr1Line => ({
  ...intra(taxablePaise, sacCode),
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: taxablePaise * 0.18,
});
const document = (
  fields: Partial<Gstr1Document> & Pick<Gstr1Document, "number" | "sequence" | "lines">,
): Gstr1Document => ({
  kind: "invoice",
  series: "AIT",
  issueDate: "2026-11-10",
  status: "due",
  recipientName: "Asha Nair",
  recipientGstin: null,
  placeOfSupply: "32",
  supplierStateCode: "32",
  totalPaise: fields.lines.reduce(
    (sum, line) => sum + line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise,
    0,
  ),
  roundOffPaise: 0,
  credited: null,
  ...fields,
});

describe("gstr1Of", () => {
  const b2b = document({
    number: "AIT/26-27/00001",
    sequence: 1,
    recipientName: "Bengaluru Traders Pvt Ltd",
    recipientGstin: "29AAGCB7383J1Z4",
    placeOfSupply: "29",
    lines: [inter(100_000)],
  });
  const local = document({ number: "AIT/26-27/00002", sequence: 2, status: "cancelled", lines: [intra(100_000)] });
  const large = document({
    number: "AIT/26-27/00003",
    sequence: 3,
    placeOfSupply: "33",
    lines: [inter(10_000_000, "8471")],
  });
  const localSmall = document({ number: "AIT/26-27/00004", sequence: 4, lines: [intra(50_000)] });
  const cancelLocal = document({
    kind: "credit_note",
    series: "AITC",
    number: "AITC/26-27/00001",
    sequence: 1,
    status: "issued",
    lines: [intra(100_000)],
    credited: { number: local.number, issueDate: local.issueDate, totalPaise: local.totalPaise },
  });
  const creditB2b = document({
    ...b2b,
    kind: "credit_note",
    series: "AITC",
    number: "AITC/26-27/00002",
    sequence: 2,
    status: "issued",
    lines: [inter(20_000)],
    totalPaise: 23_600,
    credited: { number: b2b.number, issueDate: b2b.issueDate, totalPaise: b2b.totalPaise },
  });
  const report = gstr1Of([b2b, local, large, localSmall, cancelLocal, creditB2b]);

  it("lists B2B invoices per rate and B2C large invoices one by one", () => {
    expect(report.b2b).toEqual([
      expect.objectContaining({
        recipientGstin: "29AAGCB7383J1Z4",
        number: "AIT/26-27/00001",
        placeOfSupply: "29",
        totalPaise: 118_000,
        taxRateBasisPoints: 1800,
        taxablePaise: 100_000,
        igstPaise: 18_000,
      }),
    ]);
    expect(report.b2cLarge).toEqual([
      expect.objectContaining({
        number: "AIT/26-27/00003",
        placeOfSupply: "33",
        taxablePaise: 10_000_000,
        igstPaise: 1_800_000,
      }),
    ]);
  });

  it("sums small B2C supplies by place of supply and rate, less their credit notes, keeping the cancelled invoice", () => {
    expect(report.b2cSmall).toEqual([
      {
        placeOfSupply: "32",
        intraState: true,
        taxRateBasisPoints: 1800,
        taxablePaise: 50_000,
        cgstPaise: 4_500,
        sgstPaise: 4_500,
        igstPaise: 0,
      },
    ]);
    expect(report.creditNotesRegistered).toEqual([
      expect.objectContaining({
        number: "AITC/26-27/00002",
        invoiceNumber: "AIT/26-27/00001",
        taxablePaise: 20_000,
        igstPaise: 3_600,
      }),
    ]);
    expect(report.creditNotesUnregistered).toEqual([]);
  });

  it("summarises codes net of credit notes, the documents per series, and the totals", () => {
    expect(report.sacSummary.map((row) => [row.sacCode, row.quantityMilli, row.taxablePaise])).toEqual([
      ["8471", 1000, 10_000_000],
      ["998316", 0, 80_000],
      ["998713", 1000, 50_000],
    ]);
    expect(report.sacSummary[0]?.description).toMatch(/Computers/);
    expect(report.documents).toEqual([
      { series: "AIT", kind: "invoice", from: "AIT/26-27/00001", to: "AIT/26-27/00004", count: 4, cancelled: 1 },
      { series: "AITC", kind: "credit_note", from: "AITC/26-27/00001", to: "AITC/26-27/00002", count: 2, cancelled: 0 },
    ]);
    expect(report.totals.invoices).toMatchObject({ count: 4, taxablePaise: 10_250_000 });
    expect(report.totals.creditNotes).toMatchObject({ count: 2, taxablePaise: 120_000, totalPaise: 141_600 });
  });
});

describe("isB2cLarge", () => {
  const unregistered = { recipientGstin: null, placeOfSupply: "29", supplierStateCode: "32" };
  it("is inter-state, unregistered and over the limit of the invoice's day", () => {
    expect(isB2cLarge(unregistered, 1_50_000_00, "2026-11-01")).toBe(true);
    expect(isB2cLarge(unregistered, 1_50_000_00, "2024-07-31")).toBe(false);
    expect(isB2cLarge(unregistered, 1_00_000_00, "2026-11-01")).toBe(false);
    expect(isB2cLarge({ ...unregistered, placeOfSupply: "32" }, 5_00_000_00, "2026-11-01")).toBe(false);
    expect(isB2cLarge({ ...unregistered, recipientGstin: "29AAGCB7383J1Z4" }, 5_00_000_00, "2026-11-01")).toBe(false);
  });
});
