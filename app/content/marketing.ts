// Marketing copy for the home, about, services, portfolio and testimonials pages. Figures are the
// spec's fixed marketing claims: 100+ projects, 50+ clients, 5+ years, 98%, 24/7.
import type { Figure, InfoCard, LaunchOffer, Step } from "./schema";

/** Stats row in the home hero. */
export const figures: Figure[] = [
  { value: "100+", label: "Projects Completed" },
  { value: "50+", label: "Happy Clients" },
  { value: "5+", label: "Years Experience" },
  { value: "98%", label: "Client Satisfaction" },
];

export const aboutImpact: Figure[] = [
  { value: "100+", label: "Projects Completed" },
  { value: "50+", label: "Happy Clients" },
  { value: "5+", label: "Years Experience" },
  { value: "24/7", label: "Support Available" },
];

export const testimonialMetrics: Figure[] = [
  { value: "98%", label: "Client Satisfaction" },
  { value: "50+", label: "Happy Clients" },
  { value: "100+", label: "Projects Delivered" },
  { value: "5+", label: "Years Experience" },
];

export const portfolioImpact: Figure[] = [
  { value: "100+", label: "Projects Delivered" },
  { value: "50+", label: "Happy Clients" },
  { value: "98%", label: "Client Satisfaction" },
  { value: "24/7", label: "Support Coverage" },
];

/** The launch-offer banner in the home hero (the hero heading and intro are in pages.ts). */
export const launchOfferBanner: string =
  "Launch offer: your first PC service is free, and AMC plans start at just ₹399/month";

export const heroHighlights: string[] = [
  "24x7 support by phone, remote session or on-site visit",
  "Free PC diagnosis for new customers",
  "Clear prices in rupees, agreed before any work starts",
  "Your data is never copied or kept",
];

/** Launch-offer cards on the home page; the contact page's banner uses the same four. */
export const launchOffers: LaunchOffer[] = [
  {
    title: "Free Tier",
    badge: "FREE",
    description: "New customers get one PC serviced free: diagnosis, virus scan, updates and a clean-up.",
    icon: "gift",
  },
  {
    title: "Free PC Diagnosing",
    badge: "FREE",
    description: "Not sure what is wrong? We find the fault and explain it before you spend a rupee.",
    icon: "monitor",
  },
  {
    title: "Affordable Plans",
    badge: "From ₹399/month",
    description: "Annual maintenance plans from ₹399/month with updates, health checks and remote help.",
    icon: "tag",
  },
  {
    title: "Custom Enterprise",
    badge: "Custom quote",
    description: "A support contract built around your sites, systems and SLAs, with a 1-hour response.",
    icon: "building",
  },
];

export const supportCapabilities: InfoCard[] = [
  {
    title: "Round-the-clock help desk",
    description: "Real engineers answer at any hour, including weekends and public holidays.",
    icon: "headset",
  },
  {
    title: "Remote fixes in minutes",
    description: "Most software and settings problems are solved over a secure remote session.",
    icon: "zap",
  },
  {
    title: "On-site engineers",
    description: "Same-day visits across Thiruvananthapuram when hardware needs hands-on attention.",
    icon: "map-pin",
  },
  {
    title: "Proactive monitoring",
    description: "We watch disks, backups and network health and act before you notice a problem.",
    icon: "eye",
  },
  {
    title: "Security and backups",
    description: "Managed antivirus, firewall rules and tested backups protect your files and your customers.",
    icon: "shield",
  },
  {
    title: "Every device covered",
    description: "PCs, printers, Wi-Fi, CCTV, access control and smart devices under one support contract.",
    icon: "layers",
  },
];

export const whyChooseUs: InfoCard[] = [
  {
    title: "Transparent pricing",
    description: "Fixed plan prices and written estimates, with no hidden charges on the invoice.",
    icon: "tag",
  },
  {
    title: "Privacy built in",
    description: "Remote access only with your consent, and your personal data is never copied or sold.",
    icon: "lock",
  },
  {
    title: "Local and responsive",
    description: "A Kazhakkoottam team that knows Trivandrum's businesses, schools and neighbourhoods.",
    icon: "map-pin",
  },
  {
    title: "From repairs to software",
    description: "One partner for hardware support, networks, cloud and custom software as you grow.",
    icon: "rocket",
  },
];

export const usp: string =
  "Anantha IT Solutions gives homes and businesses in Thiruvananthapuram dependable 24x7 IT support and modern software, with clear prices and a firm rule that your data stays yours.";

export const mission: string =
  "To keep every home, shop, clinic, school and office we serve running smoothly, by fixing problems quickly, preventing them where we can, and explaining our work honestly.";

export const vision: string =
  "To be Kerala's most trusted technology partner, known for making reliable, private and affordable IT available to everyone, from a single laptop to a growing enterprise.";

export const aboutValues: InfoCard[] = [
  {
    title: "Transparency",
    description: "We explain what is wrong, what it will cost and why, before we start any work.",
    icon: "eye",
  },
  {
    title: "Privacy",
    description: "We access your systems only with permission and treat your data as strictly confidential.",
    icon: "lock",
  },
  {
    title: "Reliability",
    description: "We keep our promised response times and follow up until the problem is truly fixed.",
    icon: "check",
  },
  {
    title: "Continuous learning",
    description: "Our engineers train and certify every year so your systems get current, proven advice.",
    icon: "lightbulb",
  },
];

/** Reasons to choose us on /services. */
export const serviceReasons: InfoCard[] = [
  {
    title: "Certified engineers",
    description: "Trained on the hardware, networks and cloud platforms we support, with regular recertification.",
    icon: "graduation",
  },
  {
    title: "Fast response",
    description: "Written response times on every plan, and emergency help available around the clock.",
    icon: "clock",
  },
  {
    title: "Fair, fixed prices",
    description: "Starting prices published for every service, and a written quote before larger jobs.",
    icon: "tag",
  },
  {
    title: "Long-term partnership",
    description: "We document your setup and stay with you after the job, from the first repair to the next upgrade.",
    icon: "users",
  },
];

/** The four-step delivery process on /services (titles fixed by the spec). */
export const processSteps: Step[] = [
  {
    title: "Discovery & Planning",
    description: "We listen, assess your current setup and agree on goals, scope, timeline and cost in writing.",
  },
  {
    title: "Design & Development",
    description: "We design the solution and build or install it in small steps, showing you progress along the way.",
  },
  {
    title: "Testing & Quality Assurance",
    description: "Every system is tested against the agreed checklist, including security and backup checks.",
  },
  {
    title: "Deployment & Support",
    description: "We go live with minimal disruption, train your team and stay on hand with ongoing support.",
  },
];
