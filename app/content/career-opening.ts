// Words of an opening's own page, /careers/{id}. The opening itself is in jobs.ts; the
// labels of its facts are the careers page's (careersPage.jobLabels), so both pages say the same.

export const careerOpeningPage = {
  backLabel: "All openings",
  /** The document title: the job title followed by this, then the company name. */
  titleSuffix: "Job in Trivandrum",
  atAGlanceTitle: "At a glance",
  overviewTitle: "About the role",
  departmentLabel: "Department",
  /** The header's buttons: to the application form (#apply), and applying by email instead. */
  applyTitle: "How to apply",
  applyByEmail: "Email your CV to",
  applyButton: "Apply by email",
  otherOpeningsTitle: "Other openings",
};
