// The careers page's copy: benefits, culture, the application steps and labels. The openings
// themselves are the database's (job_openings, edited in the console; app/lib/careers/openings.server.ts).
import type { InfoCard, Step } from "./schema";

export const careerBenefits: InfoCard[] = [
  {
    title: "Health insurance for your family",
    description: "Medical cover for you, your spouse, children and parents, from your first day.",
    icon: "heart",
  },
  {
    title: "Learning budget",
    description: "An annual allowance for certifications, courses and conferences, plus paid study days before exams.",
    icon: "graduation",
  },
  {
    title: "Flexible hours",
    description: "Core hours with flexible start and finish times, and remote days for roles that allow it.",
    icon: "clock",
  },
  {
    title: "Performance bonus",
    description: "A yearly bonus tied to customer satisfaction and team goals, not just billable hours.",
    icon: "star",
  },
  {
    title: "Close to Technopark",
    description: "An office in Kazhakkoottam that is easy to reach by bus and train, with parking for two-wheelers.",
    icon: "map-pin",
  },
  {
    title: "Time to recharge",
    description: "Generous paid leave, Onam and Vishu holidays, and no expectation to answer messages on leave.",
    icon: "coffee",
  },
];

export const cultureValues: InfoCard[] = [
  {
    title: "Customers first, always honest",
    description: "We recommend what a customer needs, even when it is the cheaper option.",
    icon: "heart",
  },
  {
    title: "Privacy by habit",
    description:
      "We treat every customer's data as if it were our own family's, and we build that habit into our tools.",
    icon: "lock",
  },
  {
    title: "Learn in the open",
    description: "Mistakes are shared, reviewed without blame and turned into better checklists for everyone.",
    icon: "lightbulb",
  },
  {
    title: "One team",
    description: "Developers, engineers and coordinators share the same goals and help each other through busy weeks.",
    icon: "users",
  },
];

export const applicationSteps: Step[] = [
  {
    title: "Apply online",
    description: "Fill in the form on the role's page and attach your CV, or email them to our careers inbox.",
  },
  {
    title: "Screening call",
    description: "A 20-minute call with HR about your experience, expectations and availability.",
  },
  {
    title: "Technical round",
    description: "A practical exercise or troubleshooting scenario based on the real work of the role.",
  },
  {
    title: "Team interview",
    description: "Meet the people you would work with, ask questions and see how we work day to day.",
  },
  {
    title: "Offer",
    description: "We share a written offer with salary, benefits and a joining date that suits you.",
  },
];

/** HR contacts shortlisted applicants within this many business days. */
export const hrResponseDays = 5;

/** The subject line of an emailed application, e.g. 'Application: Cloud Architect'. */
export function applicationSubject(jobTitle: string): string {
  return `Application: ${jobTitle}`;
}

/** Section copy of /careers (the heading, intro and meta are in pages.ts). */
export const careersPage = {
  openRolesLabel: "open roles",
  hiringNowLabel: "Hiring now",
  viewRolesLabel: "View All Jobs",
  submitResumeLabel: "Submit Resume",
  generalApplicationSubject: "General application",
  openingsTitle: "Open positions",
  openingsIntro: "All roles are full-time at our office near Technopark. Salary ranges are per year, before tax.",
  jobLabels: {
    details: "View Details",
    hideDetails: "Hide details",
    apply: "Apply Now",
    posted: "Posted",
    applyBy: "Apply by",
    perYear: "per year",
    location: "Location",
    type: "Type",
    experience: "Experience",
    salary: "Salary",
    requirements: "Requirements",
    responsibilities: "Responsibilities",
    skills: "Skills",
    /** The departments' names (app/content/schema.ts' Department list), in the page's language. */
    departments: {
      Development: "Development",
      Support: "Support",
      Cloud: "Cloud",
      Security: "Security",
      Design: "Design",
      Operations: "Operations",
    },
  },
  benefitsTitle: "Why you will like working here",
  benefitsIntro: "Good work needs rested, supported people. These come with every role.",
  cultureTitle: "Our culture",
  cultureIntro: "A small team where everyone's work is visible and every customer is a neighbour.",
  processTitle: "How we hire",
  processIntro: "Five steps, usually completed within three weeks. You will always know where you stand.",
  applyTitle: "How to apply",
  applyText:
    "Choose 'Apply Now' on a role and fill in its form with your CV (PDF or Word), or email your CV and a few lines about why the role interests you, with the job title in the subject line. No cover-letter templates needed: tell us about something you fixed or built.",
  hrResponse: `Our HR team replies to every application within ${hrResponseDays} business days.`,
  generalTitle: "Don't see your role?",
  generalText:
    "We are always glad to hear from good engineers, designers and coordinators. Send your CV and tell us what you would like to do.",
  officeHoursTitle: "Office hours",
  officeHoursNote: "Visit or call the office during these hours to speak to our HR team.",
  linkedInText: "Follow us on LinkedIn for new openings and life at the office.",
  opensInNewTab: "(opens in a new tab)",
};
