// Section titles, leads, button labels and small UI strings of the home, about, services, service
// detail, AMC plans and testimonials pages. Page headings and meta descriptions are in pages.ts;
// the lists the sections show (offers, capabilities, values …) are in marketing.ts and plans.ts.

/** A section's eyebrow, <h2> and lead paragraph. */
export type SectionCopy = { eyebrow?: string; title: string; intro?: string };

/** A link rendered as a button. */
export type LinkCopy = { label: string; href: string };

/** A closing call to action: headline, one sentence, a primary and a secondary link. */
export type CtaCopy = { title: string; text: string; primary: LinkCopy; secondary: LinkCopy };

/** What a screen reader hears before each step of a process (the steps' numbers are drawn). */
export const stepLabel = (position: number) => `Step ${position}: `;

/** The small words of the service and project cards. */
export const cardCopy = {
  technologies: "Technologies",
  more: (count: number) => `+${count} more`,
  learnMore: "Learn more",
  /** Heard after "Learn more" by screen-reader users: which service it is about. */
  learnMoreContext: (title: string) => ` about ${title}`,
};

export const homeSections = {
  hero: {
    eyebrow: "24x7 IT support · Software · Cloud",
    primary: { label: "Explore Our Services", href: "/services" },
    secondary: { label: "Talk to an Engineer", href: "/contact" },
    figuresLabel: "Anantha IT Solutions in numbers",
    illustrationCaption: "All systems healthy",
    illustrationAlt:
      "Illustration: a monitor showing a healthy-systems dashboard, surrounded by a security shield, a cloud, a CCTV camera and a Wi-Fi router linked to it",
  },
  launchOffers: {
    eyebrow: "Launch offers",
    title: "Start with a free service, stay for the support",
    intro:
      "We are new to many of our neighbours, so the first service is on us. See how we work before you commit to a single rupee.",
  } satisfies SectionCopy,
  launchOffersAction: { label: "Claim Your Free Service", href: "/contact" } satisfies LinkCopy,
  services: {
    eyebrow: "What we do",
    title: "Every part of your IT, handled by one team",
    intro:
      "From a laptop that won't start to a SaaS platform built from scratch, each service comes with a published starting price.",
  } satisfies SectionCopy,
  servicesAction: { label: "View All Services", href: "/services" } satisfies LinkCopy,
  capabilities: {
    eyebrow: "Support that never clocks off",
    title: "What our 24x7 support covers",
    intro: "Behind every plan is the same help desk, the same engineers and the same promise to keep you informed.",
  } satisfies SectionCopy,
  whyChooseUs: {
    eyebrow: "Why choose us",
    title: "Honest IT, close to home",
    intro:
      "Homes, shops, clinics and schools across Thiruvananthapuram trust us with their systems because we keep things simple and private.",
  } satisfies SectionCopy,
  plans: {
    eyebrow: "AMC plans",
    title: "Maintenance plans from ₹399 a month",
    intro:
      "Pick the response time and support channels you need. Every plan includes regular health checks, and you can switch at any time.",
  } satisfies SectionCopy,
  plansAction: { label: "View All Plans", href: "/amc-plans" } satisfies LinkCopy,
  projects: {
    eyebrow: "Recent work",
    title: "Projects our clients measure in results",
    intro: "A few of the web, mobile and cloud projects we have delivered for businesses in Kerala.",
  } satisfies SectionCopy,
  projectsAction: { label: "View Full Portfolio", href: "/portfolio" } satisfies LinkCopy,
  testimonials: {
    eyebrow: "Testimonials",
    title: "Trusted by businesses and families in Trivandrum",
  } satisfies SectionCopy,
  testimonialsAction: { label: "Read All Testimonials", href: "/testimonials" } satisfies LinkCopy,
  cta: {
    title: "Ready for IT that just works?",
    text: "Tell us what is slowing you down. Your first PC service is free, and we reply within 24 hours on business days.",
    primary: { label: "Get Your Free Service", href: "/contact" },
    secondary: { label: "See Our Work", href: "/portfolio" },
  } satisfies CtaCopy,
};

/** The tile that completes the services grid (home and /services): a pointer to the AMC plans. */
export const plansTeaser = {
  title: "Prefer one fixed monthly fee?",
  text: "Our AMC plans bundle remote support, security updates and regular health checks, starting at ₹399 a month.",
  action: { label: "Compare AMC plans", href: "/amc-plans" } satisfies LinkCopy,
};

export const aboutSections = {
  usp: {
    eyebrow: "Who we are",
    title: "Dependable IT support that respects your privacy",
  } satisfies SectionCopy,
  uspIllustrationAlt:
    "Illustration: the Anantha IT eye mark inside a shield, ringed by icons for support, networks, cloud and code",
  /** The team card's drawn initials, as a screen reader announces them. */
  avatarLabel: (name: string, initials: string) => `${name}, shown as the initials ${initials}`,
  missionTitle: "Our mission",
  visionTitle: "Our vision",
  values: {
    eyebrow: "What we stand for",
    title: "Our values",
    intro: "Four promises that shape every call we answer and every system we build.",
  } satisfies SectionCopy,
  impact: {
    title: "Our impact so far",
    intro: "Numbers we are proud of, earned one customer at a time.",
  } satisfies SectionCopy,
  team: {
    eyebrow: "Our team",
    title: "Meet the people behind the support line",
    intro: "The people who answer your calls, visit your office and build your systems.",
  } satisfies SectionCopy,
  cta: {
    title: "Let's work together",
    text: "Whether you need one laptop fixed or a whole office looked after, we would be glad to help.",
    primary: { label: "Contact Us", href: "/contact" },
    secondary: { label: "Explore Our Services", href: "/services" },
  } satisfies CtaCopy,
};

export const servicesSections = {
  heroActions: {
    primary: { label: "Get a Free Quote", href: "/contact" },
    secondary: { label: "Compare AMC Plans", href: "/amc-plans" },
  },
  list: {
    title: "All services",
    intro: "Eleven services with starting prices in rupees. Open any of them for features, technologies and timelines.",
  } satisfies SectionCopy,
  reasons: {
    eyebrow: "Why Anantha IT",
    title: "Why businesses choose us",
  } satisfies SectionCopy,
  contactBox: {
    title: "Not sure which service you need?",
    text: "Describe the problem and we will point you to the right service, or simply fix it. Calls are answered 24x7.",
    phoneLabel: "Call us",
    emailLabel: "Email support",
    action: { label: "Send Us a Message", href: "/contact" } satisfies LinkCopy,
  },
  process: {
    eyebrow: "How we work",
    title: "Our four-step process",
    intro:
      "The same clear steps for a network upgrade or a new software product, so you always know what happens next.",
  } satisfies SectionCopy,
  cta: {
    title: "Let's solve your IT problem today",
    text: "Get a free consultation and a written estimate before any work starts.",
    primary: { label: "Get Started", href: "/contact" },
    secondary: { label: "View AMC Plans", href: "/amc-plans" },
  } satisfies CtaCopy,
};

export const serviceDetailSections = {
  eyebrow: "Our services",
  backLink: { label: "Back to all services", href: "/services" } satisfies LinkCopy,
  overviewTitle: "Overview",
  featuresTitle: "What's included",
  technologiesTitle: "Technologies we use",
  pricingTitle: "Price and duration",
  priceLabel: "Starting price",
  durationLabel: "Typical duration",
  quote: { label: "Get Quote", href: "/contact" } satisfies LinkCopy,
  quoteNote: "Free consultation and a written estimate before any work begins.",
  quickInfo: {
    title: "Quick info",
    responseLabel: "Response time",
    responseValue: "1 hour for critical issues, 24 hours for routine requests",
    supportLabel: "Support",
    supportValue: "24x7 by phone, email and secure remote session",
    diagnosisLabel: "New customers",
    diagnosisValue: "First PC diagnosis free",
    callLabel: "Call us",
  },
  related: {
    title: "Related services",
    intro: "Other ways we can help.",
  } satisfies SectionCopy,
  notFound: {
    heading: "Service Not Found",
    text: "The service you're looking for doesn't exist.",
    backLabel: "Back to Services",
  },
};

export const plansSections = {
  /** The highlight card beside the page heading; the price comes from the Starter plan. */
  heroCard: {
    eyebrow: "Plans start at",
    points: [
      "First PC service free for new customers",
      "Response in as little as 1 hour",
      "Switch or cancel at any time",
    ],
  },
  list: {
    title: "Choose your plan",
    intro: "All prices in Indian rupees. Upgrade, downgrade or cancel at any time.",
  } satisfies SectionCopy,
  chooseLabel: "Choose plan",
  /** The words of a plan card around its facts. */
  card: {
    moreFeatures: (count: number) => `+${count} more features`,
    channelsTitle: "Support channels",
    moreChannels: (count: number) => `+${count} more`,
    suitableFor: (who: string) => `Suitable for: ${who}`,
  },
  benefits: {
    eyebrow: "Why an AMC",
    title: "Benefits of an annual maintenance contract",
  } satisfies SectionCopy,
  comparison: {
    title: "Compare plans",
    intro: "What each plan includes, side by side.",
    caption: "Features included in each AMC plan",
    featureHeader: "Feature",
    scrollLabel: "Plan comparison table (scrolls sideways on small screens)",
    rows: {
      technicalSupport247: "24/7 Technical Support",
      securityUpdates: "Security Updates",
      healthCheck: "System Health Check",
      responseTime: "Response Time",
      dedicatedAccountManager: "Dedicated Account Manager",
      onSiteSupport: "On-site Support",
    },
    included: "Included",
    notIncluded: "Not included",
  },
  faq: {
    eyebrow: "Questions",
    title: "Frequently asked questions",
  } satisfies SectionCopy,
  contact: {
    title: "Need help choosing?",
    text: "Talk to our team about your devices and budget, and we will recommend the plan that fits. No pressure, no jargon.",
    phoneLabel: "Call us",
    emailLabel: "Email us",
    emergencyLabel: "24x7 emergency line",
    action: { label: "Contact Us", href: "/contact" } satisfies LinkCopy,
  },
  dialog: {
    // Templates rather than functions: the dialog is an island and gets these words in loader data.
    title: "Sign in to choose {plan}",
    text: "Plans are linked to your account, so we know which devices to look after and where to send your invoices. Sign in, or create a free account in under a minute; we will bring you back to this plan.",
    signIn: "Sign in",
    createAccount: "Create account",
    cancel: "Cancel",
    responseText: "Response within {time}",
    /** Where the visitor returns after signing in or signing up. */
    returnTo: "/amc-plans",
  },
};

export const testimonialsSections = {
  summary: {
    averageLabel: "Average rating",
    reviewsText: (count: number) => `from ${count} client reviews`,
  },
  carousel: {
    eyebrow: "Featured reviews",
    title: "In their own words",
  } satisfies SectionCopy,
  list: {
    title: "All reviews",
    intro: "Every review from our clients, with the project we delivered for them.",
  } satisfies SectionCopy,
  metrics: {
    title: "The numbers behind the reviews",
  } satisfies SectionCopy,
  cta: {
    title: "Become our next success story",
    text: "Start with a free PC service or a conversation about your next project.",
    primary: { label: "Start Your Project", href: "/contact" },
    secondary: { label: "See Our Portfolio", href: "/portfolio" },
  } satisfies CtaCopy,
};

/** A CtaCopy as the `actions` list that CtaSection takes. */
export function ctaActions(cta: CtaCopy) {
  return [
    { label: cta.primary.label, to: cta.primary.href },
    { label: cta.secondary.label, to: cta.secondary.href },
  ];
}
