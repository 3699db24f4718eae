// The versions panel of a help article, a blog post and a job opening: a version does not record the
// language, so the panel says the record's language now (a restore keeps it).
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { staffHelpCopy } from "~/content/staff-help";
import type { Locale } from "~/lib/i18n/locale";
import { VersionHistory } from "./publication-panels";

/** The panel of a record in the language the address names (?language=). */
function Panel() {
  const [search] = useSearchParams();
  return (
    <VersionHistory
      words={staffHelpCopy.history}
      current={2}
      versions={[
        { version: 2, editedAt: "2026-11-20T10:00:00.000Z", editorName: "Anu", note: null },
        { version: 1, editedAt: "2026-11-19T10:00:00.000Z", editorName: "Anu", note: null },
      ]}
      language={search.get("language") as Locale}
      status={null}
    />
  );
}

function panel(language: Locale) {
  const Stub = createRoutesStub([{ path: "/staff/help/7", Component: Panel }]);
  return renderToStaticMarkup(<Stub initialEntries={[`/staff/help/7?language=${language}`]} />);
}

describe("the versions panel", () => {
  it("says the record's language now, as versions do not keep one", () => {
    expect(panel("ml")).toContain("In Malayalam now. Versions keep the words, not the language");
    expect(panel("en")).toContain("In English now.");
  });
});
