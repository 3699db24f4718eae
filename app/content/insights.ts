// Static market insights about the Trivandrum and Kerala IT sector for /insights. The figures are
// marketing statistics, not sourced research; keep them round and plausible.
import type { IndustryAnalysis, TechnologyInsight, Trend } from "./schema";

/** The /insights tabs, in order; the first is the default. */
export const insightsTabIds = ["trends", "industry", "technology"] as const;
export type InsightsTabId = (typeof insightsTabIds)[number];

export const trends: Trend[] = [
  {
    id: "sme-cybersecurity",
    title: "Cybersecurity moves up the agenda for local businesses",
    category: "Security",
    impact: "Critical",
    description:
      "Ransomware, UPI fraud and phishing now target shops, clinics and schools as often as large companies, and the Digital Personal Data Protection Act makes data protection a legal duty.",
    stats: "3x more security incidents reported by small businesses",
    details: [
      "Phishing emails and fake payment links are the most common way in",
      "Clinics and schools hold sensitive personal data and are frequent targets",
      "Managed antivirus, backups and staff training prevent most incidents",
      "Customers increasingly ask suppliers how their data is protected",
    ],
  },
  {
    id: "sme-cloud-adoption",
    title: "Kerala SMEs adopt cloud tools",
    category: "Cloud",
    impact: "High",
    description:
      "Small and mid-sized businesses across Thiruvananthapuram are replacing office servers and pen drives with cloud email, shared files and hosted business software.",
    stats: "42% growth in cloud adoption among local SMEs",
    details: [
      "Cloud email and file sharing are usually the first step",
      "Hosted billing and accounting follow once staff are comfortable",
      "Indian cloud regions answer data-location concerns",
      "Monsoon power cuts make off-site backups a practical need",
    ],
  },
  {
    id: "startup-ecosystem",
    title: "Start-ups grow around Technopark and Kerala Startup Mission",
    category: "Start-ups",
    impact: "High",
    description:
      "Incubators and funding support have turned Thiruvananthapuram into a base for product start-ups that need reliable infrastructure and SaaS engineering from day one.",
    stats: "35% more product start-ups in the Trivandrum region",
    details: [
      "Founders look for partners who can build, host and support a first release",
      "Subscription billing and multi-tenant design are common early needs",
      "Remote-first teams rely on secure VPNs and cloud workspaces",
      "Health-tech, ed-tech and tourism-tech lead the new product ideas",
    ],
  },
  {
    id: "managed-it-services",
    title: "Annual maintenance contracts replace break-fix repairs",
    category: "IT Services",
    impact: "Medium",
    description:
      "More homes and small offices prefer a fixed monthly AMC to paying for each emergency repair, trading surprise bills for planned care.",
    stats: "28% more AMC sign-ups year on year",
    details: [
      "Predictable monthly costs are the main reason customers switch",
      "Regular health checks reduce emergency call-outs",
      "Remote support resolves most issues without a visit",
      "Home users with work-from-home setups are a growing segment",
    ],
  },
];

export const industryAnalyses: IndustryAnalysis[] = [
  {
    id: "healthcare-digitisation",
    title: "Healthcare goes digital",
    category: "Healthcare",
    impact: "Critical",
    description:
      "Kerala's clinics, diagnostic labs and hospitals are moving appointments, records and reports online, and they need systems that are both available and private.",
    metrics: [
      { label: "Clinics using online booking", value: "48%", change: "+18%" },
      { label: "Lab reports shared digitally", value: "63%", change: "+22%" },
      { label: "IT budget spent on security", value: "21%", change: "+7%" },
      { label: "Clinics with off-site backups", value: "37%", change: "+11%" },
    ],
  },
  {
    id: "retail-and-tourism",
    title: "Retail and tourism sell online",
    category: "Retail & Tourism",
    impact: "High",
    description:
      "Shops, homestays and tour operators from Kovalam to Varkala now take bookings and orders online, with UPI as the default way to pay.",
    metrics: [
      { label: "Retailers with an online store", value: "39%", change: "+15%" },
      { label: "Payments made by UPI", value: "71%", change: "+12%" },
      { label: "Homestays with direct online booking", value: "54%", change: "+19%" },
      { label: "Orders placed from mobile phones", value: "78%", change: "+9%" },
    ],
  },
  {
    id: "education-technology",
    title: "Schools and colleges build digital campuses",
    category: "Education",
    impact: "Medium",
    description:
      "Schools and colleges in the district are investing in campus Wi-Fi, smart classrooms and CCTV, and in the support needed to keep them running.",
    metrics: [
      { label: "Classrooms with smart displays", value: "44%", change: "+16%" },
      { label: "Campuses with full Wi-Fi coverage", value: "58%", change: "+14%" },
      { label: "Schools with CCTV at entrances", value: "81%", change: "+10%" },
      { label: "Fee payments collected online", value: "67%", change: "+21%" },
    ],
  },
];

export const technologyInsights: TechnologyInsight[] = [
  {
    id: "ai-assisted-support",
    title: "AI-assisted customer support",
    category: "Artificial Intelligence",
    impact: "Transformational",
    description:
      "Chat assistants and smart ticket routing answer routine questions instantly in English and Malayalam, leaving people free for the problems that need them.",
    benefits: [
      "Instant answers at any hour for common questions",
      "Faster routing of urgent issues to the right engineer",
      "Consistent answers drawn from a reviewed knowledge base",
      "Insight into recurring problems worth fixing at the root",
    ],
  },
  {
    id: "zero-trust-security",
    title: "Zero-trust security for small offices",
    category: "Cybersecurity",
    impact: "High",
    description:
      "Checking every user and device on every access, rather than trusting anything inside the office network, is now practical and affordable for small teams.",
    benefits: [
      "Stolen passwords alone are no longer enough to get in",
      "Safe remote work without exposing the office network",
      "Clear records of who accessed which data and when",
      "Easier compliance with data protection rules",
    ],
  },
  {
    id: "smart-buildings-iot",
    title: "IoT for smart homes and campuses",
    category: "Internet of Things",
    impact: "Medium",
    description:
      "Connected lighting, climate control and sensors cut energy bills and add convenience, provided they are installed on a secure, well-managed network.",
    benefits: [
      "Lower electricity bills through schedules and occupancy sensors",
      "Central control of many rooms or buildings",
      "Early alerts for water leaks, power faults and open doors",
      "Local control that keeps working during internet outages",
    ],
  },
];

/** The three tabs of /insights, in order; Market Trends is the default. */
export const insightsTabs: { id: InsightsTabId; label: string; title: string; intro: string }[] = [
  {
    id: "trends",
    label: "Market Trends",
    title: "Market trends in Trivandrum",
    intro:
      "The shifts we see across the businesses, clinics and homes we support, and what they mean for your IT plans.",
  },
  {
    id: "industry",
    label: "Industry Analysis",
    title: "Sector by sector",
    intro:
      "How three of Kerala's largest sectors are using technology, with four measures each and their change over the last year.",
  },
  {
    id: "technology",
    label: "Technology Insights",
    title: "Technologies worth your attention",
    intro:
      "The technologies we expect to make the biggest difference to small and mid-sized organisations over the next two years.",
  },
];

export const insightsPage = {
  tabsLabel: "Market insights",
  artAlt: "Illustration of a dashboard with rising bars and a trend line",
  statisticLabel: "Key statistic",
  benefitsLabel: "Benefits",
  figuresNote:
    "Figures are indicative, based on what we see across our customers and projects in and around Thiruvananthapuram over the past year.",
  cta: {
    title: "Want these insights for your business?",
    text: "We can prepare a report on your sector, or walk you through what these trends mean for your IT in a free consultation.",
    actions: [
      { label: "Get Custom Report", href: "/contact?subject=Custom%20market%20report" },
      { label: "Schedule Consultation", href: "/contact?subject=Consultation%20request" },
    ],
  },
};
