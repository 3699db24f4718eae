// The service report's drawing: what the PDF's text holds (read back with pdftotext, as a customer's
// PDF reader would), the same bytes for the same report, photos pdfkit cannot draw listed by name,
// and text outside the standard fonts printed as "?" rather than as garbage.
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/lib/india-time";
import { pdfText } from "../../../tests/support/pdf-text";
import { samples } from "../../../tests/support/file-samples";
import { printable, renderServiceReport, type ServiceReportData } from "./report-pdf.server";

const report: ServiceReportData = {
  number: "SR-2026-00007",
  issuedAt: new Date("2026-11-26T06:00:00Z"),
  correction: null,
  customer: { name: "Asha Nair", email: "asha@customer.test" },
  remote: false,
  site: { address: "TC 15/1234, Vazhuthacaud", area: "Thiruvananthapuram" },
  device: { kind: "Laptop", make: "Dell", model: "Latitude 5420", serialNumber: "DL-5420-77" },
  technician: "Ravi Kumar",
  visitKind: "Repair · On-site visit",
  window: { startsAt: new Date("2026-11-26T04:30:00Z"), endsAt: new Date("2026-11-26T06:30:00Z") },
  setOffAt: new Date("2026-11-26T04:05:00Z"),
  arrivedAt: new Date("2026-11-26T04:41:00Z"),
  finishedAt: new Date("2026-11-26T05:52:00Z"),
  workDone: "Replaced the failed keyboard and updated the BIOS.",
  checklist: [
    { item: "Problem reproduced and cause found", done: true },
    { item: "Work area left clean", done: false },
  ],
  partsUsed: "Keyboard (US layout)",
  fixed: true,
  photos: [
    { fileName: "before.png", kind: "png", bytes: samples.png },
    { fileName: "after.jpg", kind: "jpeg", bytes: samples.jpeg },
    { fileName: "label.webp", kind: "webp", bytes: samples.webp },
  ],
  signature: { method: "drawn", signerName: "Asha Nair", signedAt: new Date("2026-11-26T05:51:00Z"), png: samples.png },
};
const drawnSignature = report.signature as Extract<ServiceReportData["signature"], { method: "drawn" }>;

describe("the service report PDF", () => {
  it("prints the customer, site, device, technician, times, work, checklist, parts and signature", async () => {
    const text = pdfText(await renderServiceReport(report, "en"));
    for (const expected of [
      "Anantha IT Solutions LLP",
      "Service report",
      "Report SR-2026-00007",
      "Asha Nair",
      "asha@customer.test",
      "TC 15/1234, Vazhuthacaud",
      "Laptop: Dell Latitude 5420",
      "Serial number DL-5420-77",
      "Technician: Ravi Kumar",
      "Booked window: 26 Nov 2026, 10:00 am to 26 Nov 2026, 12:00 pm",
      "Set off: 26 Nov 2026, 9:35 am",
      "Arrived: 26 Nov 2026, 10:11 am",
      "Finished: 26 Nov 2026, 11:22 am",
      "Replaced the failed keyboard and updated the BIOS.",
      "[x] Problem reproduced and cause found",
      "[ ] Work area left clean",
      "Keyboard (US layout)",
      "Fixed on this visit.",
      "before.png",
      "Not shown here (a format the report cannot draw): label.webp",
      "Signed by Asha Nair, 26 Nov 2026, 11:21 am",
      "SR-2026-00007 · page 1 of",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("gives the same bytes for the same report, and other bytes for another issue time", async () => {
    const first = await renderServiceReport(report, "en");
    expect((await renderServiceReport(report, "en")).equals(first)).toBe(true);
    const later = await renderServiceReport({ ...report, issuedAt: new Date("2026-11-27T06:00:00Z") }, "en");
    expect(later.equals(first)).toBe(false);
  });

  it("gives the same bytes every time with two transparent pictures, which pdfkit would finish in either order", async () => {
    // pdfkit numbers a transparent PNG's soft mask when png-js's background inflate ends: with two,
    // the order (and the bytes) varied between runs, about one in six (lib/pdf/opaque-png.server.ts).
    const transparent = (width: number, shade: number) => {
      const image = new PNG({ width, height: 40 });
      for (let at = 0; at < image.data.length; at += 4) image.data.set([shade, 0, 255 - shade, at % 3 ? 255 : 0], at);
      return PNG.sync.write(image);
    };
    const twoPictures: ServiceReportData = {
      ...report,
      photos: [{ fileName: "before.png", kind: "png", bytes: transparent(300, 30) }],
      signature: { ...drawnSignature, png: transparent(300, 200) },
    };
    const first = await renderServiceReport(twoPictures, "en");
    for (let run = 0; run < 12; run++) {
      expect((await renderServiceReport(twoPictures, "en")).equals(first)).toBe(true);
    }
  });

  it("lists a damaged PNG by name and still finishes the report", async () => {
    // A transparent PNG whose compressed data is garbage: pdfkit alone threw in png-js's callback,
    // out of reach of any try, and never finished the document.
    const damaged = Buffer.from(samples.png);
    damaged.fill(0x55, 41, damaged.length - 12);
    const text = pdfText(
      await renderServiceReport(
        { ...report, photos: [{ fileName: "garbled.png", kind: "png", bytes: damaged }] },
        "en",
      ),
    );
    expect(text).toContain("Not shown here (a format the report cannot draw): garbled.png");
  });

  it("prints a typed acknowledgement, a correction, no device, and many pages", async () => {
    const text = pdfText(
      await renderServiceReport(
        {
          ...report,
          correction: { supersedesNumber: "SR-2026-00003", reason: "The serial number was wrong" },
          device: null,
          window: null,
          photos: [],
          workDone: "Checked the backups. ".repeat(400),
          signature: { method: "typed", signerName: "Asha Nair", signedAt: new Date("2026-11-26T05:51:00Z") },
        },
        "en",
      ),
    );
    expect(text).toContain("Corrects report SR-2026-00003: The serial number was wrong");
    expect(text).toContain("No registered device");
    expect(text).toContain("Acknowledged by typing their name: Asha Nair, 26 Nov 2026, 11:21 am");
    expect(text).toMatch(/page 2 of [2-9]/);
  });

  it("says a remote health check was done remotely, without asking for an acknowledgement", async () => {
    const text = pdfText(
      await renderServiceReport(
        { ...report, remote: true, site: null, window: null, photos: [], signature: null },
        "en",
      ),
    );
    expect(text).toContain("Done remotely");
    expect(text).not.toContain("acknowledge");
    expect(text).toContain("SR-2026-00007 · page 1 of 1");
  });

  it("prints a Malayalam customer's report in Malayalam, read back exactly, with the names and numbers as written", async () => {
    const started = performance.now();
    const pdf = await renderServiceReport(
      {
        ...report,
        customer: { name: "ആശ നായർ", email: "asha@customer.test" },
        device: { ...report.device!, kind: "ലാപ്ടോപ്പ്" },
      },
      "ml",
    );
    console.info(`[report-pdf] one Malayalam report in ${Math.round(performance.now() - started)} ms`);
    const text = pdfText(pdf);
    for (const expected of [
      "Anantha IT Solutions LLP",
      "സർവീസ് റിപ്പോർട്ട്",
      "റിപ്പോർട്ട് SR-2026-00007",
      `നൽകിയത് ${formatDateTime(report.issuedAt, "ml")}`,
      "ഉപഭോക്താവ്",
      "ആശ നായർ",
      "ലാപ്ടോപ്പ്: Dell Latitude 5420",
      "സീരിയൽ നമ്പർ DL-5420-77",
      "ടെക്നീഷ്യൻ: Ravi Kumar",
      "സമയങ്ങൾ (ഇന്ത്യൻ സമയം)",
      "ചെയ്ത ജോലി",
      "Replaced the failed keyboard and updated the BIOS.",
      "ഈ സന്ദർശനത്തിൽ ശരിയാക്കി.",
      "ഉപഭോക്താവിന്റെ സ്ഥിരീകരണം",
      "SR-2026-00007 · പേജ് 1 /",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Service report");
  });

  it("prints characters the standard fonts lack as '?', keeping Latin accents and typographic marks", () => {
    expect(printable("Asha ആശ — café “ok”\ttab")).toBe("Asha ?? — café “ok” tab");
  });
});
