// Words of an opening's own page, /careers/{id} (issue 16). The opening itself is in jobs.ts; the
// labels of its facts are the careers page's (careersPage.jobLabels), so both pages say the same.

export const careerOpeningPage = {
  backLabel: "All openings",
  /** The document title: the job title followed by this, then the company name. */
  titleSuffix: "Job in Trivandrum",
  atAGlanceTitle: "At a glance",
  overviewTitle: "About the role",
  departmentLabel: "Department",
  /** Issue 17 adds the application form to this section; until then applying is by email. */
  applyTitle: "How to apply",
  applyByEmail: "Email your CV to",
  applyButton: "Apply by email",
  otherOpeningsTitle: "Other openings",
};
