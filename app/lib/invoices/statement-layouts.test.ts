import { describe, expect, it } from "vitest";
import { parseStatementAmount, parseStatementDate, readStatement, recogniseHeader } from "./statement-layouts";

describe("recogniseHeader", () => {
  it("knows the banks' layouts and a generic one, whatever the case and punctuation", () => {
    const layout = (row: string[]) => recogniseHeader(row)?.layout.name ?? null;
    expect(layout(["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"])).toBe(
      "sbi",
    );
    expect(
      layout(["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"]),
    ).toBe("hdfc");
    expect(
      layout([
        "S No.",
        "Value Date",
        "Transaction Date",
        "Cheque Number",
        "Transaction Remarks",
        "Withdrawal Amount (INR )",
        "Deposit Amount (INR )",
        "Balance (INR )",
      ]),
    ).toBe("icici");
    expect(
      layout([
        "Tran Date",
        "Value Date",
        "Particulars",
        "Tran Type",
        "Cheque Details",
        "Withdrawals",
        "Deposits",
        "Balance",
      ]),
    ).toBe("federal");
    expect(layout(["DATE", "Description", "UTR", "Deposit"])).toBe("generic");
    expect(layout(["Account Number", "12345678901"])).toBeNull();
    expect(layout(["Date", "Narration", "Debit"])).toBeNull();
  });
});

describe("parseStatementDate", () => {
  it("reads the day-first formats banks use, and ISO", () => {
    expect(parseStatementDate("26/11/2026")).toBe("2026-11-26");
    expect(parseStatementDate("26-11-26")).toBe("2026-11-26");
    expect(parseStatementDate("6.1.2027")).toBe("2027-01-06");
    expect(parseStatementDate("26-Nov-2026")).toBe("2026-11-26");
    expect(parseStatementDate("26 Nov 26")).toBe("2026-11-26");
    expect(parseStatementDate("2026-11-26")).toBe("2026-11-26");
    expect(parseStatementDate("26/11/2026 10:42:01")).toBe("2026-11-26");
  });

  it("refuses what is not a real day", () => {
    for (const text of ["31/02/2026", "13-13-2026", "Opening Balance", "", "26-Foo-2026"]) {
      expect(parseStatementDate(text)).toBeNull();
    }
  });
});

describe("parseStatementAmount", () => {
  it("reads grouped rupees in paise, an empty cell as nothing, and refuses words", () => {
    expect(parseStatementAmount("1,99,900.00")).toBe(19_990_000);
    expect(parseStatementAmount("₹ 1,180")).toBe(118_000);
    expect(parseStatementAmount("2,000.50 Cr")).toBe(200_050);
    expect(parseStatementAmount("")).toBe(0);
    expect(parseStatementAmount("-")).toBe(0);
    expect(parseStatementAmount("n/a")).toBeNull();
  });
});

describe("readStatement", () => {
  it("finds the header below the bank's preamble and keeps the credit lines only", () => {
    const file = [
      "\uFEFFState Bank of India",
      'Account Name :,"ANANTHA IT SOLUTIONS LLP"',
      "Account Number :,00000012345678901",
      "",
      "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
      '25 Nov 2026,26 Nov 2026,"UPI/412345678901/AIT/26-27/00042, Asha",,,"1,180.00","1,01,180.00"',
      "25 Nov 2026,25 Nov 2026,ATM WDL,,500.00,,1,00,680.00",
      '26 Nov 2026,26 Nov 2026,NEFT-HDFCN52026112612345678-BENGALURU TRADERS,,,"1,99,900.00","3,00,580.00"',
      "**This is a computer generated statement**",
    ].join("\r\n");
    expect(readStatement(file)).toEqual({
      ok: true,
      layout: "sbi",
      credits: [
        {
          position: 1,
          valueDate: "2026-11-26",
          narration: "UPI/412345678901/AIT/26-27/00042, Asha",
          reference: "412345678901",
          amountPaise: 118_000,
        },
        {
          position: 2,
          valueDate: "2026-11-26",
          narration: "NEFT-HDFCN52026112612345678-BENGALURU TRADERS",
          reference: "HDFCN52026112612345678",
          amountPaise: 19_990_000,
        },
      ],
    });
  });

  it("says when there is no header, or no money received", () => {
    expect(readStatement("just,some\ntext,here\n")).toEqual({ ok: false, reason: "no-header" });
    expect(readStatement("Date,Narration,Withdrawal,Deposit\n01/11/2026,ATM,500,\n")).toEqual({
      ok: false,
      reason: "no-credits",
    });
  });
});
