// The five AMC plans, their FAQ and benefit points ("Plans"). Prices, response
// times and support channels are fixed by the spec; content.test.ts checks each of them.
import type { Faq, InfoCard, Plan } from "./schema";

export const plans: Plan[] = [
  {
    id: "free-tier",
    name: "Free Tier",
    description:
      "One PC serviced free of charge for new customers, so you can judge our work before you commit to anything.",
    price: "₹0",
    duration: "one-time",
    features: [
      "One free PC service for new customers",
      "Free PC diagnosis with a written health report",
      "Virus and malware scan with clean-up",
      "Operating system and driver update check",
      "Disk health check and storage clean-up",
      "Startup and performance tuning",
      "Honest upgrade advice with no obligation to buy",
    ],
    suitableFor: "New home and business customers who want to try us on one desktop or laptop",
    responseTime: "48 hours",
    supportChannels: ["Email", "Phone"],
    popular: false,
    tag: "TRY IT!",
    comparison: {
      technicalSupport247: false,
      securityUpdates: false,
      healthCheck: "One-time",
      dedicatedAccountManager: false,
      onSiteSupport: false,
    },
  },
  {
    id: "starter",
    name: "Starter AMC",
    description: "Affordable monthly care for a home or freelance setup: remote fixes, updates and a monthly check-up.",
    price: "₹399",
    duration: "/month",
    features: [
      "Covers up to 2 desktops or laptops",
      "Monthly remote system health check",
      "Remote troubleshooting by phone and email",
      "Antivirus setup and security patch updates",
      "Operating system and software updates",
      "Automatic backup setup for your important files",
      "Printer and Wi-Fi connection help",
      "Monthly health summary by email",
    ],
    suitableFor: "Home users, students and freelancers with one or two devices",
    responseTime: "24 hours",
    supportChannels: ["Email", "Phone"],
    popular: false,
    comparison: {
      // Starter is supported on business days; round-the-clock cover starts at Professional.
      technicalSupport247: false,
      securityUpdates: true,
      healthCheck: "Monthly",
      dedicatedAccountManager: false,
      onSiteSupport: false,
    },
  },
  {
    id: "professional",
    name: "Professional AMC",
    description:
      "Complete remote IT care for small offices, shops and clinics, with weekly checks and round-the-clock help.",
    price: "₹1,999",
    duration: "/month",
    features: [
      "Covers up to 10 devices, including printers",
      "Weekly system health checks",
      "24/7 remote support by phone, email and chat",
      "Managed antivirus and security updates",
      "Network and Wi-Fi monitoring",
      "Automated daily backups with a monthly restore test",
      "Software licence and asset tracking",
      "Quarterly IT review call",
    ],
    suitableFor: "Small offices, retail shops and clinics with up to 10 devices",
    responseTime: "8 hours",
    supportChannels: ["Email", "Phone", "Chat"],
    popular: true,
    tag: "Best Value",
    comparison: {
      technicalSupport247: true,
      securityUpdates: true,
      healthCheck: "Weekly",
      dedicatedAccountManager: false,
      onSiteSupport: false,
    },
  },
  {
    id: "enterprise",
    name: "Enterprise AMC",
    description:
      "Managed IT for growing organisations: daily monitoring, on-site engineers and a named account manager.",
    price: "₹4,999",
    duration: "/month",
    features: [
      "Covers up to 50 devices and servers",
      "Daily health monitoring with instant alerts",
      "On-site support visits anywhere in Thiruvananthapuram",
      "Dedicated account manager",
      "Firewall, CCTV and network device management",
      "Security updates and quarterly vulnerability scans",
      "Backup and disaster recovery planning",
      "Video call support with screen sharing",
      "Monthly performance and SLA report",
    ],
    suitableFor: "Growing businesses, schools and Technopark offices with 10 to 50 users",
    responseTime: "2 hours",
    supportChannels: ["Email", "Phone", "Chat", "Video Call"],
    popular: false,
    comparison: {
      technicalSupport247: true,
      securityUpdates: true,
      healthCheck: "Daily",
      dedicatedAccountManager: true,
      onSiteSupport: true,
    },
  },
  {
    id: "custom",
    name: "Custom Enterprise",
    description:
      "A support contract shaped around your sites, systems and compliance needs, with the fastest response we offer.",
    price: "Custom",
    duration: "quote",
    features: [
      "Unlimited devices across multiple locations",
      "1-hour response for critical issues",
      "Dedicated portal for tickets, assets and reports",
      "Dedicated account manager and named engineers",
      "Scheduled and emergency on-site support",
      "Custom SLAs and compliance reporting",
      "Server, cloud and network infrastructure management",
      "Security audits and staff awareness training",
    ],
    suitableFor: "Hospitals, campuses, multi-branch retailers and IT park tenants with specific SLAs",
    responseTime: "1 hour",
    supportChannels: ["Email", "Phone", "Chat", "Video Call", "Dedicated Portal"],
    popular: false,
    comparison: {
      technicalSupport247: true,
      securityUpdates: true,
      healthCheck: "Daily",
      dedicatedAccountManager: true,
      onSiteSupport: true,
    },
  },
];

export const planFaqs: Faq[] = [
  {
    question: "Can I switch to a different plan later?",
    answer:
      "Yes, you can upgrade or downgrade at any time. The change takes effect immediately and the charge is prorated for the rest of your current billing cycle, so you only pay for the cover you actually use.",
  },
  {
    question: "Which plans include on-site support?",
    answer:
      "Engineer visits to your home or office are included with Enterprise AMC and Custom Enterprise. Free Tier, Starter and Professional plans are handled remotely by phone, email or chat, which resolves most issues without waiting for a visit.",
  },
  {
    question: "How quickly do you respond on the Starter plan?",
    answer:
      "Starter AMC customers get a response within 24 hours. Professional AMC responds within 8 hours, Enterprise AMC within 2 hours and Custom Enterprise within 1 hour.",
  },
  {
    question: "What does the Free Tier include?",
    answer:
      "New customers get one PC serviced free: a full diagnosis, virus scan, updates and a clean-up, with a written report of anything that needs attention. There is no contract and no obligation to buy a plan afterwards.",
  },
];

export const planBenefits: InfoCard[] = [
  {
    title: "Predictable costs",
    description: "One fixed monthly fee in rupees replaces surprise repair bills and emergency call-out charges.",
    icon: "tag",
  },
  {
    title: "Problems caught early",
    description:
      "Regular health checks spot failing disks, expired antivirus and missed updates before they cause downtime.",
    icon: "eye",
  },
  {
    title: "Guaranteed response times",
    description:
      "Every plan comes with a written response time, from 48 hours on the Free Tier down to 1 hour on Custom Enterprise.",
    icon: "clock",
  },
  {
    title: "Your data stays yours",
    description: "We work only with your consent, log every remote session and never copy or keep your personal files.",
    icon: "lock",
  },
];

export function getPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
