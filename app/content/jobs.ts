// Job openings and careers-page copy. Salaries are rupees per year in the
// Indian digit grouping; the range runs from IT support to cloud architect as the spec fixes.
import type { InfoCard, Job, Step } from "./schema";

export const jobs: Job[] = [
  {
    id: "full-stack-developer",
    title: "Full Stack Developer",
    department: "Development",
    location: "Trivandrum, Kerala",
    type: "Full-time",
    experience: "2-4 years",
    salaryRange: "₹5,00,000 - ₹8,00,000",
    description:
      "Build web applications, customer portals and SaaS products for clients across Kerala, from the first discovery workshop to production support.",
    requirements: [
      "Two or more years building production web applications",
      "Strong TypeScript and React, with Node.js on the server",
      "Working knowledge of PostgreSQL and REST or GraphQL APIs",
      "Comfort writing automated tests and reviewing others' code",
    ],
    responsibilities: [
      "Turn client requirements into well-scoped features and estimates",
      "Design, build and test front-end and back-end code",
      "Integrate payment gateways, Tally and messaging services",
      "Support releases and fix production issues with the support team",
    ],
    skills: ["TypeScript", "React", "Node.js", "PostgreSQL", "Git", "Automated testing"],
    postedDate: "2026-10-06",
    applicationDeadline: "2026-12-15",
  },
  {
    id: "it-support-engineer",
    title: "IT Support Engineer",
    department: "Support",
    location: "Trivandrum, Kerala",
    type: "Full-time",
    experience: "0-2 years",
    salaryRange: "₹3,00,000 - ₹5,00,000",
    description:
      "Be the friendly expert our home and business customers call first: fix PCs, printers and Wi-Fi remotely or on site across Thiruvananthapuram.",
    requirements: [
      "Diploma or degree in computer science, electronics or a related field",
      "Hands-on experience installing and repairing Windows PCs and laptops",
      "Clear spoken Malayalam and English",
      "Two-wheeler licence and willingness to travel within the city",
    ],
    responsibilities: [
      "Answer support calls, emails and chats and log every ticket",
      "Diagnose and repair hardware, software and network faults",
      "Carry out scheduled preventive maintenance visits",
      "Explain fixes and next steps to customers in plain language",
      "Take part in a rotating after-hours support roster",
    ],
    skills: ["Windows troubleshooting", "Hardware repair", "TCP/IP, DHCP and Wi-Fi networking", "Customer service"],
    postedDate: "2026-11-02",
    applicationDeadline: "2026-12-20",
  },
  {
    id: "cloud-architect",
    title: "Cloud Architect",
    department: "Cloud",
    location: "Trivandrum, Kerala",
    type: "Full-time",
    experience: "6+ years",
    salaryRange: "₹8,00,000 - ₹12,00,000",
    description:
      "Design and lead cloud migrations and managed cloud networks for retailers, clinics and Technopark companies.",
    requirements: [
      "Six or more years in infrastructure roles, at least three on AWS or Azure",
      "Proven delivery of production migrations with minimal downtime",
      "Infrastructure as code with Terraform or a similar tool",
      "A current AWS or Azure professional-level certification, or equivalent experience",
    ],
    responsibilities: [
      "Assess client environments and design target cloud architectures",
      "Lead migration projects and mentor cloud engineers",
      "Set standards for security, backups, monitoring and cost control",
      "Present designs and monthly reviews to client leadership",
    ],
    skills: ["AWS", "Azure", "Terraform", "Kubernetes", "Networking and VPNs", "Cost optimisation"],
    postedDate: "2026-10-20",
    applicationDeadline: "2027-01-15",
  },
  {
    id: "security-analyst",
    title: "Cybersecurity Analyst",
    department: "Security",
    location: "Trivandrum, Kerala",
    type: "Full-time",
    experience: "3-5 years",
    salaryRange: "₹6,00,000 - ₹9,00,000",
    description:
      "Protect our customers' offices, clinics and cloud systems through audits, monitoring and fast incident response.",
    requirements: [
      "Three or more years in security operations or IT security",
      "Experience with endpoint protection, firewalls and SIEM tools",
      "Understanding of the Digital Personal Data Protection Act, 2023",
      "A security certification such as CompTIA Security+, CEH or equivalent",
    ],
    responsibilities: [
      "Run security audits and vulnerability scans for AMC customers",
      "Monitor alerts and respond to incidents, including after hours",
      "Harden firewalls, endpoints and cloud accounts",
      "Deliver phishing and password awareness sessions to client staff",
    ],
    skills: [
      "Vulnerability assessment",
      "Incident response",
      "Firewall management",
      "SIEM",
      "Security awareness training",
    ],
    postedDate: "2026-11-10",
    applicationDeadline: "2027-01-10",
  },
  {
    id: "ui-ux-designer",
    title: "UI/UX Designer",
    department: "Design",
    location: "Trivandrum, Kerala",
    type: "Full-time",
    experience: "2-4 years",
    salaryRange: "₹4,00,000 - ₹7,00,000",
    description:
      "Design clear, accessible web and mobile interfaces for customers who range from first-time smartphone users to busy clinic staff.",
    requirements: [
      "A portfolio of shipped web or mobile products",
      "Fluency in Figma, including components and prototyping",
      "Working knowledge of accessibility guidelines (WCAG 2.2)",
      "Comfort designing for Malayalam as well as English text",
    ],
    responsibilities: [
      "Run user interviews and usability tests with client customers",
      "Create wireframes, prototypes and production-ready designs",
      "Maintain our shared design system with the development team",
      "Review built screens for fidelity and accessibility",
    ],
    skills: ["Figma", "User research", "Interaction design", "Accessibility", "Design systems"],
    postedDate: "2026-10-14",
    applicationDeadline: "2026-12-31",
  },
  {
    id: "service-operations-coordinator",
    title: "Service Operations Coordinator",
    department: "Operations",
    location: "Trivandrum, Kerala",
    type: "Full-time",
    experience: "1-3 years",
    salaryRange: "₹3,50,000 - ₹5,50,000",
    description:
      "Keep our support promises on time: schedule engineers, track AMC contracts and make sure every customer hears back when we said they would.",
    requirements: [
      "One or more years in service coordination, dispatch or customer operations",
      "Confident with spreadsheets and ticketing or CRM tools",
      "Clear written and spoken Malayalam and English",
      "A calm, organised approach under time pressure",
    ],
    responsibilities: [
      "Schedule on-site visits and preventive maintenance rounds",
      "Track response times against each AMC plan and flag risks early",
      "Manage renewals, invoices and spare-parts orders",
      "Prepare weekly service reports for the leadership team",
    ],
    skills: ["Scheduling", "Ticketing tools", "Spreadsheets", "Vendor coordination", "Communication"],
    postedDate: "2026-11-18",
    applicationDeadline: "2027-01-20",
  },
];

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
};
