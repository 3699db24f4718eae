// Portfolio case studies. The e-commerce and cloud-migration projects belong to
// the client in clients.ts; content.test.ts checks the names match.
import type { Project, ProjectCategory } from "./schema";

/** Filter buttons on /portfolio, in display order (after "All"). */
export const projectCategories: readonly ProjectCategory[] = [
  "Web Development",
  "Mobile Development",
  "Cloud Solutions",
];

export const projects: Project[] = [
  {
    id: "ecommerce-platform",
    slug: "ecommerce-platform",
    title: "E-commerce Platform",
    description:
      "A mobile-first online store for a Trivandrum grocery and household retailer, with UPI payments and same-day delivery slots.",
    overview:
      "Vanchinad Mart had three busy stores in Thiruvananthapuram and a phone-order service that could not keep up with demand. We built an online store that shares live stock with the shop counters, lets customers pay by UPI, cards or cash on delivery, and offers same-day delivery slots by pin code. The catalogue is available in English and Malayalam, and store managers update prices and offers from a simple back office without calling a developer.",
    category: "Web Development",
    technologies: ["React", "Node.js", "PostgreSQL", "Redis", "Razorpay", "AWS"],
    imageAlt: "The Vanchinad Mart online store showing grocery categories on a phone and a laptop",
    client: "Vanchinad Mart",
    duration: "14 weeks",
    launchDate: "2024-02-12",
    features: [
      "Live stock shared with the billing counters in all three stores",
      "UPI, card and cash-on-delivery payments",
      "Same-day delivery slots by pin code",
      "English and Malayalam product catalogue",
      "Back office for prices, offers and order tracking",
      "Order updates on WhatsApp and SMS",
    ],
    results: {
      "Increase in online sales": "150%",
      "Page load time": "1.2 s",
      "Orders placed on mobile": "72%",
      "Cart abandonment": "-28%",
    },
    liveUrl: "https://www.vanchinadmart.in",
    githubUrl: null,
  },
  {
    id: "healthcare-app",
    slug: "healthcare-app",
    title: "Clinic Appointment App",
    description:
      "An Android and iOS app for a family clinic in Pattom: appointment booking, reminders and lab reports in one place.",
    overview:
      "Lotus Family Clinic's front desk spent most of the morning answering calls to book tokens. We built a patient app and a reception dashboard that let patients choose a doctor and time slot, get reminders before their visit and download lab reports securely. Patient data is encrypted, stored in India and visible only to the clinic's staff; the app works in English and Malayalam and stays usable on slow mobile connections.",
    category: "Mobile Development",
    technologies: ["React Native", "TypeScript", "Node.js", "PostgreSQL", "Firebase Cloud Messaging"],
    imageAlt: "A phone showing a doctor's available appointment slots in the clinic app",
    client: "Lotus Family Clinic",
    duration: "12 weeks",
    launchDate: "2025-09-08",
    features: [
      "Doctor and time-slot booking with live availability",
      "Appointment reminders by push notification and SMS",
      "Secure download of lab reports and prescriptions",
      "Family profiles so one account can book for parents and children",
      "Reception dashboard for walk-ins and queue tokens",
      "English and Malayalam interface",
    ],
    results: {
      "Appointments booked in the app": "65%",
      "Missed appointments": "-40%",
      "Front-desk phone calls": "-50%",
      "App store rating": "4.7/5",
    },
    liveUrl: null,
    githubUrl: null,
  },
  {
    id: "cloud-migration",
    slug: "cloud-migration",
    title: "Cloud Migration",
    description:
      "Moving a growing retailer's store, orders and stock systems from a single office server to a resilient cloud setup.",
    overview:
      "As online orders grew, Vanchinad Mart's single server in a back office became a risk: every power cut or festival-season rush took the store offline. We are moving the business to the AWS Mumbai region in two phases. Phase one, now live, runs the online store and order services in containers with automated backups, monitoring and a content delivery network. Phase two, under way, moves warehouse and accounting systems and connects all three stores over secure VPN links.",
    category: "Cloud Solutions",
    technologies: ["AWS", "Terraform", "Docker", "Amazon RDS for PostgreSQL", "Amazon CloudFront", "Grafana"],
    imageAlt: "An architecture diagram of the retailer's stores connected to services in the AWS Mumbai region",
    client: "Vanchinad Mart",
    duration: "16 weeks (phase one)",
    launchDate: "2026-06-20",
    features: [
      "Infrastructure as code, reviewed like application code",
      "Containerised store and order services that scale for sale days",
      "Managed PostgreSQL with point-in-time recovery",
      "Monitoring dashboards and on-call alerts",
      "Zero-downtime cut-over during a weekday night",
      "Site-to-site VPN links to every store (phase two)",
    ],
    results: {
      "Infrastructure cost": "-35%",
      "Uptime since go-live": "99.95%",
      "Time to deploy a release": "15 min",
      "Peak order capacity": "5x",
    },
    liveUrl: null,
    githubUrl: "https://github.com/ananthait/cloud-migration-toolkit",
  },
];

export function getProject(slug: string): Project | undefined {
  return projects.find((project) => project.slug === slug);
}

/** The other projects, up to three (the detail page shows three related projects). */
export function relatedProjects(slug: string, count = 3): Project[] {
  return projects.filter((project) => project.slug !== slug).slice(0, count);
}

/** Section copy of /portfolio (the heading, intro and meta are in pages.ts). */
export const portfolioPage = {
  artAlt: "Illustration of a website, a mobile app and a cloud service, the three kinds of project we build",
  projectsTitle: "Case studies",
  filterLabel: "Filter projects by category",
  allLabel: "All",
  emptyTitle: "No projects found",
  emptyText: "Try selecting a different category to see more projects.",
  impactTitle: "Our impact in numbers",
  impactIntro: "Five years of keeping Trivandrum's businesses running, and building the software they grow on.",
  testimonialsTitle: "What our clients say",
  testimonialsIntro: "The people behind these projects, on what it was like to work with us.",
  testimonialsLink: { label: "Read all testimonials", href: "/testimonials" },
  cta: {
    title: "Have a project in mind?",
    text: "Tell us what you want to build or fix. We reply within 24 hours on business days with next steps and a clear estimate.",
    actions: [
      { label: "Start a conversation", href: "/contact" },
      { label: "Explore our services", href: "/services" },
    ],
  },
};

/** Section copy of /portfolio/{slug}. */
export const caseStudyPage = {
  backLabel: "Back to Portfolio",
  overviewTitle: "Project overview",
  featuresTitle: "Key features",
  technologiesTitle: "Technologies used",
  resultsTitle: "Results",
  resultsIntro: "Measured by the client after launch.",
  detailsTitle: "Project details",
  clientStoryLabel: "Read the client story",
  liveLabel: "Visit live site",
  sourceLabel: "View source code",
  relatedTitle: "Related projects",
  cta: {
    title: "Want results like these?",
    text: "Every project starts with a free discovery call about your goals, budget and timeline.",
    actions: [
      { label: "Discuss your project", href: "/contact" },
      { label: "See all projects", href: "/portfolio" },
    ],
  },
};
