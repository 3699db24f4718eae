// A visit's report list: each report's download link under the side's base URL, when it was issued,
// which report corrects which; the links on a ticket's or contract's line of the visit; and the
// staff's correction form posting to the visit's reports URL.
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ReportLinks, ServiceReportCorrectionForm, ServiceReports } from "./service-reports";

const reports = [
  {
    id: 7,
    number: "SR-2026-00003",
    issuedAt: "2026-11-26T06:00:00.000Z",
    correctionReason: null,
    supersedesNumber: null,
    supersededByNumber: "SR-2026-00009",
  },
  {
    id: 12,
    number: "SR-2026-00009",
    issuedAt: "2026-11-27T04:30:00.000Z",
    correctionReason: "The serial number was wrong",
    supersedesNumber: "SR-2026-00003",
    supersededByNumber: null,
  },
];

const CorrectionPage = () => <ServiceReportCorrectionForm visitId={5} />;

describe("service reports", () => {
  it("links a visit's reports in force on its line, each a PDF download; nothing before one is issued", () => {
    const html = renderToStaticMarkup(
      <ReportLinks reports={[{ id: 12, number: "SR-2026-00009" }]} visitBase="/account/visits/5" />,
    );
    expect(html).toContain('href="/account/visits/5/reports/12"');
    expect(html).toContain('download="SR-2026-00009.pdf"');
    expect(html).toContain('aria-label="Download SR-2026-00009 (PDF)"');
    expect(html).toContain("SR-2026-00009 (PDF)</a>");
    expect(renderToStaticMarkup(<ReportLinks reports={[]} visitBase="/staff/visits/5" />)).toBe("");
  });

  it("lists each report as a download, with how it stands among corrections", () => {
    const html = renderToStaticMarkup(<ServiceReports reports={reports} downloadBase="/account/visits/5/reports" />);
    expect(html).toContain('href="/account/visits/5/reports/7"');
    expect(html).toContain('download="SR-2026-00003.pdf"');
    expect(html).toContain("26 Nov 2026, 11:30 am");
    expect(html).toContain("superseded by SR-2026-00009");
    expect(html).toContain("corrects SR-2026-00003");
    expect(html).toContain("The serial number was wrong");
  });

  it("says when no report is issued yet", () => {
    const html = renderToStaticMarkup(<ServiceReports reports={[]} downloadBase="/staff/visits/5/reports" />);
    expect(html).toContain("No report yet");
  });

  it("posts a correction with its reason to the visit's reports URL", () => {
    const Stub = createRoutesStub([{ path: "/", Component: CorrectionPage }]);
    const html = renderToStaticMarkup(<Stub />);
    expect(html).toContain('action="/staff/visits/5/reports"');
    expect(html).toContain('name="intent" value="correct-report"');
    expect(html).toContain('name="reason"');
    expect(html).toContain('maxLength="500"');
  });
});
