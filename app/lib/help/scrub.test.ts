import { describe, expect, it } from "vitest";
import { articleDraftFromTicket, DRAFT_NOTE, scrubPersonalData } from "./scrub";

const count = (result: { removed: { kind: string; count: number }[] }, kind: string) =>
  result.removed.find((entry) => entry.kind === kind)?.count ?? 0;

describe("scrubPersonalData on real-looking tickets", () => {
  it("router restart: the customer's phone and address go, the steps and the model stay", () => {
    const text = [
      "Our TP-Link TL-WR841N router drops the internet every evening around 7:30 pm since 20 November.",
      "Please call me on +91 94470 24724 or the office landline 0471 296 1100 before sending someone.",
      "Address: TC 25/3100, Thampanoor, Thiruvananthapuram 695001.",
      "We already paid ₹1,999 for the visit last month.",
    ].join("\n");
    const result = scrubPersonalData(text, { names: ["Asha Nair"] });
    expect(result.text).toBe(
      [
        "Our TP-Link TL-WR841N router drops the internet every evening around 7:30 pm since 20 November.",
        "Please call me on [phone number] or the office landline [phone number] before sending someone.",
        "Address: [address].",
        "We already paid ₹1,999 for the visit last month.",
      ].join("\n"),
    );
    expect(count(result, "phone")).toBe(2);
    expect(count(result, "address")).toBe(1);
    // Placeholders are never taken for personal data themselves: scrubbing twice changes nothing.
    expect(scrubPersonalData(result.text, { names: ["Asha Nair"] })).toEqual({ text: result.text, removed: [] });
  });

  it("CCTV remote viewing: the DVR's public IP, DDNS host and the customer's email go; the LAN address stays", () => {
    const text =
      "Hikvision DS-7204HGHI DVR: the app on my new phone says 'device offline'. The DVR is at 192.168.1.64 on the LAN " +
      "and the ISP gave us the static IP 117.213.45.6 (port 8000). Earlier we used http://fathima-home.ddns.net:8000. " +
      "Send the steps to fathima.beevi@gmail.com please.";
    const result = scrubPersonalData(text, { names: ["Fathima Beevi"], emails: ["fathima.beevi@gmail.com"] });
    expect(result.text).toContain("192.168.1.64 on the LAN");
    expect(result.text).toContain("static IP [IP address] (port 8000)");
    expect(result.text).toContain("http://[DDNS address]:8000");
    expect(result.text).toContain("Send the steps to [email address] please.");
    expect(result.text).toContain("Hikvision DS-7204HGHI DVR");
    expect(result.text).not.toMatch(/fathima/i);
  });

  it("a slow laptop referring to an earlier ticket, its invoice and its payment", () => {
    const text =
      "Same Dell Inspiron 15 3520 as in ticket AIT-2026-00042 (and AIT 2026 00107). It takes 4 minutes to boot on Windows 11 23H2 " +
      "with 8 GB RAM. Invoice AIT/26-27/00042 was paid by UPI, UTR 412345678901, from asha.nair@okaxis. GSTIN 32ABCDE1234F1Z5. " +
      "Serial No: 5CG1234XYZ.";
    const result = scrubPersonalData(text, { names: ["Asha Nair"] });
    expect(result.text).toBe(
      "Same Dell Inspiron 15 3520 as in ticket [ticket] (and [ticket]). It takes 4 minutes to boot on Windows 11 23H2 " +
        "with 8 GB RAM. Invoice [reference] was paid by UPI, UTR [reference], from [UPI ID]. GSTIN [GSTIN]. " +
        "Serial No: [serial number].",
    );
    expect(count(result, "ticket")).toBe(2);
    expect(count(result, "reference")).toBe(5);
  });

  it("a customer named Mark: the name goes, the word 'mark' stays", () => {
    const text = [
      "Mark, please open Settings and mark the 'Metered connection' box off.",
      "Mark the box as done when it syncs. Mark's bookmarks bar will come back after that.",
      "I spoke to Mark yesterday; MARK THOMAS agreed.",
    ].join("\n");
    const result = scrubPersonalData(text, { names: ["Mark Thomas"] });
    expect(result.text).toBe(
      [
        "[customer], please open Settings and mark the 'Metered connection' box off.",
        "Mark the box as done when it syncs. [customer]'s bookmarks bar will come back after that.",
        "I spoke to [customer] yesterday; [customer] agreed.",
      ].join("\n"),
    );
  });

  it("names that are words (Grace, Will): only where written as a name", () => {
    const text =
      "Grace, the licence has a 30-day grace period. Grace period ends on 5 December. Will the backup run? I asked Will to check.";
    const result = scrubPersonalData(text, { names: ["Grace"], staffNames: ["Will"] });
    expect(result.text).toBe(
      "[customer], the licence has a 30-day grace period. Grace period ends on 5 December. Will the backup run? I asked [staff member] to check.",
    );
  });

  it("Malayalam names with initials and possessives, in any case", () => {
    const text =
      "Sreelakshmi's printer is fixed. P. Anil Kumar visited; anil kumar p. will call again. Anil replaced the toner. " +
      "FATHIMA asked for the invoice.";
    const result = scrubPersonalData(text, { names: ["Sreelakshmi", "Fathima"], staffNames: ["Anil Kumar P."] });
    expect(result.text).toBe(
      "[customer]'s printer is fixed. [staff member] visited; [staff member] will call again. [staff member] replaced the toner. " +
        "[customer] asked for the invoice.",
    );
    expect(count(result, "name")).toBe(5);
  });

  it("phone numbers written with spaces, dashes, brackets and without separators; known numbers in any shape", () => {
    const text =
      "Mobile +91-94470-24724, +91 94470-24724, +91-471-296-1100, +91 9447024724, 094470 24724, 9447024724, 0471-2961100, +1 (415) 555-0132, " +
      "+44 20 7946 0958, Ph: 2961100, and my other number 98470 12345 written as 98 470 12 345.";
    const result = scrubPersonalData(text, { names: [], phones: ["+91 98470 12345"] });
    expect(result.text).toBe(
      "Mobile [phone number], [phone number], [phone number], [phone number], [phone number], [phone number], [phone number], [phone number], " +
        "[phone number], Ph: [phone number], and my other number [phone number] written as [phone number].",
    );
  });

  it("keeps numbers that are not phones: years, amounts, times, dates, model and build numbers", () => {
    const text =
      "Bought in 2024 for ₹1,999 (Rs. 12,500 with GST) on 26-11-2026 at 10:30. HP LaserJet M1005, TL-WR841N v14, " +
      "Windows 11 build 22631.4460, error 0x80070005, KB5034441, years 2024 2025 2026, 10 20 30 40 50 seconds, 1 TB SSD, " +
      "the serial cable, Serial Number on the sticker.";
    const result = scrubPersonalData(text, { names: [] });
    expect(result.text).toBe(text);
    expect(result.removed).toEqual([]);
  });

  it("addresses: known ones in any spacing, and address-looking ones by their house marker or PIN code", () => {
    const text = [
      "Visit 2nd Floor, Pallavi Towers, Kazhakkoottam at 11 am.",
      "Or the branch: House No. 12, Sreekaryam, Thiruvananthapuram - 695017.",
      "Deliver to Door No. 4/221, Near St. Mary's Church, Pattom.",
      "Our godown is Flat 3B, Heera Gardens, Kowdiar P.O., Thiruvananthapuram 695003 too.",
      "Home: tc 25/3100,  thampanoor, Thiruvananthapuram 695001",
      "The flat rate covers the 2nd floor printer.",
    ].join("\n");
    const result = scrubPersonalData(text, {
      names: [],
      addresses: ["TC 25/3100, Thampanoor, Thiruvananthapuram 695001"],
    });
    expect(result.text).toBe(
      [
        "Visit [address] at 11 am.",
        "Or the branch: [address].",
        "Deliver to [address].",
        "Our godown is [address] too.",
        "Home: [address]",
        "The flat rate covers the 2nd floor printer.",
      ].join("\n"),
    );
    expect(count(result, "address")).toBe(5);
  });

  it("links: a query string with a token is cut, an ordinary link stays", () => {
    const text =
      "Reset it at https://portal.example.com/reset?token=eyJhbGciOi&user=42 then read https://support.hp.com/in-en/drivers?model=M1005.";
    const result = scrubPersonalData(text, { names: [] });
    expect(result.text).toBe(
      "Reset it at https://portal.example.com/reset then read https://support.hp.com/in-en/drivers?model=M1005.",
    );
    expect(count(result, "link")).toBe(1);
  });
});

describe("articleDraftFromTicket", () => {
  it("printer queue: greeting, signature and the quoted email go; the steps stay, in order", () => {
    const draft = articleDraftFromTicket(
      {
        subject: "Re: Printer stuck — jobs wait in the queue (Sreelakshmi, accounts)",
        description: [
          "Hi,",
          "",
          "Our HP LaserJet M1005 shows every job as 'Printing' but nothing comes out. Restarting the PC did not help.",
          "Sreelakshmi, Accounts, 9447024724",
          "",
          "Sent from my iPhone",
        ].join("\n"),
        publicReplies: [
          { body: "It is urgent, we have GST invoices to print today.", byStaff: false },
          {
            body: [
              "Dear Sir,",
              "",
              "1. Open Services (Win+R, services.msc) and stop 'Print Spooler'.",
              "2. Delete the files in C:\\Windows\\System32\\spool\\PRINTERS.",
              "3. Start 'Print Spooler' again and print a test page.",
              "",
              "Regards,",
              "Anil Kumar P.",
              "Anantha IT Solutions | +91 94470 11223",
            ].join("\n"),
            byStaff: true,
          },
          {
            body: [
              "Thanks Anil, it printed!",
              "",
              "On Wed, 25 Nov 2026 at 11:02, Anantha IT Support <support@ananthait.in> wrote:",
              "> Dear Sir,",
              "> 1. Open Services",
            ].join("\n"),
            byStaff: false,
          },
          {
            body: "If it happens again, also update the driver from HP's site (version 20180815).\n\nThanks & regards,\nAnil",
            byStaff: true,
          },
        ],
      },
      { names: ["Sreelakshmi"], staffNames: ["Anil Kumar P."], phones: ["9447024724"] },
    );
    expect(draft.title).toBe("Printer stuck — jobs wait in the queue ([customer], accounts)");
    expect(draft.summary).toBe("Our HP LaserJet M1005 shows every job as 'Printing' but nothing comes out.");
    expect(draft.body).toBe(
      `${[
        DRAFT_NOTE,
        "## The problem",
        "Our HP LaserJet M1005 shows every job as 'Printing' but nothing comes out. Restarting the PC did not help.\n[customer], Accounts, [phone number]",
        "It is urgent, we have GST invoices to print today.",
        "## What fixed it",
        [
          "1. Open Services (Win+R, services.msc) and stop 'Print Spooler'.",
          "2. Delete the files in C:\\Windows\\System32\\spool\\PRINTERS.",
          "3. Start 'Print Spooler' again and print a test page.",
        ].join("\n"),
        "If it happens again, also update the driver from HP's site (version 20180815).",
      ].join("\n\n")}\n`,
    );
    expect(draft.body).not.toMatch(/Anil|Regards|iPhone|wrote:|94470/);
    expect(draft.removed).toEqual(
      expect.arrayContaining([
        { kind: "name", count: 2 },
        { kind: "phone", count: 1 },
      ]),
    );
  });

  it("a reply quoting the previous email keeps only what is new, scrubbed", () => {
    const draft = articleDraftFromTicket(
      {
        subject: "Fwd: CCTV not visible on phone",
        description:
          "Hello team,\nThe Hik-Connect app shows 'device offline' since we changed the router. Ticket AIT-2026-00311.",
        publicReplies: [
          {
            body: [
              "Hi Fathima,",
              "Please re-add the DVR in Hik-Connect: Me > Settings > Add device, scan the QR code on the DVR's sticker.",
              "",
              "-----Original Message-----",
              "From: Fathima <fathima@example.in>",
              "Sent: Tuesday, 24 November 2026 10:00",
              "To: support@ananthait.in",
              "Subject: CCTV not visible on phone",
            ].join("\n"),
            byStaff: true,
          },
        ],
      },
      { names: ["Fathima"], emails: ["fathima@example.in"] },
    );
    expect(draft.title).toBe("CCTV not visible on phone");
    expect(draft.body).toContain(
      "The Hik-Connect app shows 'device offline' since we changed the router. Ticket [ticket].",
    );
    expect(draft.body).toContain(
      "## What fixed it\n\nPlease re-add the DVR in Hik-Connect: Me > Settings > Add device, scan the QR code on the DVR's sticker.\n",
    );
    expect(draft.body).not.toMatch(/Fathima|Original Message|ananthait|Hello team/);
  });

  it("without a staff reply, the fix section asks the editor to write it", () => {
    const draft = articleDraftFromTicket(
      { subject: "Slow laptop", description: "It is slow.", publicReplies: [] },
      { names: [] },
    );
    expect(draft.body).toContain("## What fixed it\n\n(No public reply from staff: write the fix here.)");
    expect(draft.summary).toBe("It is slow.");
  });
});

describe("a hostile ticket", () => {
  it("is scrubbed in linear time: 100 KB shapes meant to make patterns backtrack (bound generous for a shared CI machine)", () => {
    const shapes = [
      "Aaaa Bbbb Cccc Dddd, ".repeat(5000),
      "1".repeat(100_000),
      "12 ".repeat(33_000),
      "A.".repeat(50_000),
      `${"a.".repeat(50_000)}@`,
      "TC 1/1 Aa ".repeat(10_000),
      "Hi,\n".repeat(25_000),
    ];
    const start = performance.now();
    for (const text of shapes) {
      articleDraftFromTicket(
        { subject: "x", description: text, publicReplies: [{ body: text, byStaff: true }] },
        { names: ["Anil Kumar P.", "Mark"], phones: ["9447024724"], addresses: ["TC 25/3100, Thampanoor"] },
      );
    }
    expect(performance.now() - start).toBeLessThan(3000);
  });
});
