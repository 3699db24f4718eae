// Zod schemas for every static content entity. The data modules beside this file
// are typed from these schemas, and content.test.ts parses all of them, so a typo in a price or a
// missing field fails the unit tests instead of reaching a visitor.
import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens");
const nonEmpty = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
/** An internal path ("/services", "/about#team") or an absolute http(s)/mailto/tel URL. */
const href = z.string().regex(/^(\/|https?:\/\/|mailto:|tel:)/, "an internal path or an absolute URL");

export const IconName = z.enum([
  "headset",
  "wrench",
  "monitor",
  "router",
  "camera",
  "network",
  "shield",
  "home-smart",
  "code",
  "cloud",
  "layers",
  "clock",
  "check",
  "star",
  "users",
  "rocket",
  "gift",
  "tag",
  "building",
  "lock",
  "heart",
  "lightbulb",
  "chart",
  "phone",
  "mail",
  "map-pin",
  "calendar",
  "briefcase",
  "graduation",
  "coffee",
  "zap",
  "eye",
]);
export type IconName = z.infer<typeof IconName>;

export const ServiceSchema = z.object({
  id: slug,
  slug,
  title: nonEmpty,
  shortDescription: nonEmpty,
  description: nonEmpty,
  icon: IconName,
  features: z.array(nonEmpty).min(4),
  technologies: z.array(nonEmpty).min(4),
  /** Display text, e.g. 'Starting from ₹2,500/month'. */
  price: nonEmpty,
  duration: nonEmpty,
  /** Alt text of the service's illustration (the image itself is a crafted SVG). */
  imageAlt: nonEmpty,
});
export type Service = z.infer<typeof ServiceSchema>;

export const PlanSchema = z.object({
  id: slug,
  name: nonEmpty,
  description: nonEmpty,
  /** Display price, e.g. '₹1,999'. */
  price: nonEmpty,
  /** Display period, e.g. '/month', 'one-time', 'custom quote'. */
  duration: nonEmpty,
  features: z.array(nonEmpty).min(6),
  suitableFor: nonEmpty,
  responseTime: nonEmpty,
  /** Display words in the page's language (content.test.ts holds the English ones to the spec). */
  supportChannels: z.array(nonEmpty).min(2),
  popular: z.boolean(),
  tag: nonEmpty.optional(),
  /** Comparison-table cells (/amc-plans). */
  comparison: z.object({
    technicalSupport247: z.boolean(),
    securityUpdates: z.boolean(),
    /** Display word in the page's language (plan-terms.test.ts holds the English one to the figures). */
    healthCheck: nonEmpty,
    dedicatedAccountManager: z.boolean(),
    onSiteSupport: z.boolean(),
  }),
});
export type Plan = z.infer<typeof PlanSchema>;

export const ProjectCategory = z.enum(["Web Development", "Mobile Development", "Cloud Solutions"]);
export type ProjectCategory = z.infer<typeof ProjectCategory>;

export const ProjectSchema = z.object({
  id: slug,
  slug,
  title: nonEmpty,
  description: nonEmpty,
  overview: nonEmpty,
  category: ProjectCategory,
  technologies: z.array(nonEmpty).min(3),
  imageAlt: nonEmpty,
  client: nonEmpty,
  duration: nonEmpty,
  launchDate: isoDate,
  features: z.array(nonEmpty).min(3),
  /** Metric label → result text, e.g. { 'Increase in sales': '150%' }. */
  results: z.record(nonEmpty, nonEmpty),
  liveUrl: z.url().nullable(),
  githubUrl: z.url().nullable(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const TestimonialSchema = z.object({
  id: slug,
  name: nonEmpty,
  position: nonEmpty,
  company: nonEmpty,
  rating: z.number().int().min(1).max(5),
  content: nonEmpty,
  project: nonEmpty,
  date: isoDate,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const ProjectStatus = z.enum(["Completed", "In Progress"]);
export type ProjectStatus = z.infer<typeof ProjectStatus>;

export const ClientSchema = z.object({
  id: slug,
  name: nonEmpty,
  industry: nonEmpty,
  website: z.url(),
  description: nonEmpty,
  partnershipDuration: nonEmpty,
  projects: z
    .array(
      z.object({
        name: nonEmpty,
        type: nonEmpty,
        status: ProjectStatus,
        launchDate: isoDate,
        /** Slug of the case study in /portfolio, when one exists. */
        projectSlug: slug.nullable(),
      }),
    )
    .min(1),
  testimonial: z.object({ quote: nonEmpty, author: nonEmpty, position: nonEmpty }),
  contact: z.object({ name: nonEmpty, position: nonEmpty, email: z.email() }),
});
export type Client = z.infer<typeof ClientSchema>;

export const Department = z.enum(["Development", "Support", "Cloud", "Security", "Design", "Operations"]);

export const JobSchema = z.object({
  id: slug,
  title: nonEmpty,
  department: Department,
  /** What staff type in the console ("Trivandrum, Kerala", "Kochi (hybrid)"). */
  location: nonEmpty,
  /** "Full-time", "Part-time", "Contract", "Internship"…: JobPosting's employmentType is derived from it. */
  type: nonEmpty,
  experience: nonEmpty,
  /** Display text in rupees per year, e.g. '₹3,00,000 - ₹5,00,000'. */
  salaryRange: nonEmpty,
  description: nonEmpty,
  requirements: z.array(nonEmpty).min(3),
  responsibilities: z.array(nonEmpty).min(3),
  skills: z.array(nonEmpty).min(3),
  postedDate: isoDate,
  applicationDeadline: isoDate,
  /** The language it is written in (absent: English); the other language's pages mark it and link to it. */
  language: z.enum(["en", "ml"]).optional(),
});
export type Job = z.infer<typeof JobSchema>;

export const TrendSchema = z.object({
  id: slug,
  title: nonEmpty,
  category: nonEmpty,
  impact: z.enum(["Critical", "High", "Medium"]),
  description: nonEmpty,
  /** One headline statistic, e.g. '45% growth'. */
  stats: nonEmpty,
  details: z.array(nonEmpty).min(3),
});
export type Trend = z.infer<typeof TrendSchema>;

export const IndustryAnalysisSchema = z.object({
  id: slug,
  title: nonEmpty,
  category: nonEmpty,
  impact: z.enum(["Critical", "High", "Medium"]),
  description: nonEmpty,
  metrics: z.array(z.object({ label: nonEmpty, value: nonEmpty, change: nonEmpty })).length(4),
});
export type IndustryAnalysis = z.infer<typeof IndustryAnalysisSchema>;

export const TechnologyInsightSchema = z.object({
  id: slug,
  title: nonEmpty,
  category: nonEmpty,
  impact: z.enum(["Transformational", "High", "Medium"]),
  description: nonEmpty,
  benefits: z.array(nonEmpty).min(3),
});
export type TechnologyInsight = z.infer<typeof TechnologyInsightSchema>;

export const TeamMemberSchema = z.object({
  name: nonEmpty,
  position: nonEmpty,
  bio: nonEmpty,
  /** Initials drawn in the avatar (no stock photos). */
  initials: z.string().regex(/^[A-Z]{2}$/),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const FaqSchema = z.object({ question: nonEmpty, answer: nonEmpty });
export type Faq = z.infer<typeof FaqSchema>;

export const NavItemSchema = z.object({ name: nonEmpty, href });
export type NavItem = z.infer<typeof NavItemSchema>;

export const FigureSchema = z.object({ value: nonEmpty, label: nonEmpty });
export type Figure = z.infer<typeof FigureSchema>;

export const OfficeHoursSchema = z.array(z.object({ days: nonEmpty, hours: nonEmpty })).min(1);
export type OfficeHours = z.infer<typeof OfficeHoursSchema>;

export const SiteSchema = z.object({
  name: nonEmpty,
  shortName: nonEmpty,
  legalName: nonEmpty,
  tagline: nonEmpty,
  blurb: nonEmpty,
  url: z.url(),
  email: z.email(),
  supportEmail: z.email(),
  careersEmail: z.email(),
  privacyEmail: z.email(),
  phone: nonEmpty,
  /** tel: form of the phone number. */
  phoneHref: z.string().startsWith("tel:+"),
  emergencyPhone: nonEmpty,
  emergencyPhoneHref: z.string().startsWith("tel:+"),
  address: z.object({
    street: nonEmpty,
    locality: nonEmpty,
    city: nonEmpty,
    region: nonEmpty,
    postalCode: z.string().regex(/^\d{6}$/),
    country: nonEmpty,
  }),
  mapUrl: z.url(),
  timeZone: z.literal("Asia/Kolkata"),
  social: z.array(z.object({ name: z.enum(["Facebook", "X", "LinkedIn", "Instagram"]), href: z.url() })).length(4),
});
export type Site = z.infer<typeof SiteSchema>;

/** A titled card with an icon: plan benefits, career perks, values, capabilities, reasons to choose. */
export const InfoCardSchema = z.object({ title: nonEmpty, description: nonEmpty, icon: IconName });
export type InfoCard = z.infer<typeof InfoCardSchema>;

/** A launch-offer card (home and contact pages); badge is the short highlight, e.g. 'FREE'. */
export const LaunchOfferSchema = InfoCardSchema.extend({ badge: nonEmpty });
export type LaunchOffer = z.infer<typeof LaunchOfferSchema>;

/** One step of an ordered process (delivery process, job application); the order is the array order. */
export const StepSchema = z.object({ title: nonEmpty, description: nonEmpty });
export type Step = z.infer<typeof StepSchema>;

export const FooterColumnSchema = z.object({ title: nonEmpty, links: z.array(NavItemSchema).min(1) });
export type FooterColumn = z.infer<typeof FooterColumnSchema>;

/** Title, meta description, heading and introduction of one page (pages.ts). */
export const PageCopySchema = z.object({
  /** The <title>, before the site name is appended. */
  title: nonEmpty,
  description: z.string().min(50).max(170),
  heading: nonEmpty,
  intro: nonEmpty,
});
export type PageCopy = z.infer<typeof PageCopySchema>;

// ---- Netra, the support chat assistant (app/content/chat.ts) ----

/** Icons a chat reply or quick topic may carry; app/components/chat/chat-icon.tsx draws each one. */
export const ChatIcon = z.enum([
  "bot",
  "alert",
  "monitor",
  "gauge",
  "laptop",
  "wifi",
  "network",
  "code",
  "camera",
  "tag",
  "phone",
  "hand",
  "help",
]);
export type ChatIcon = z.infer<typeof ChatIcon>;

export const QuickTopicCategory = z.enum([
  "hardware",
  "network",
  "software",
  "security",
  "emergency",
  "pricing",
  "contact",
]);
export type QuickTopicCategory = z.infer<typeof QuickTopicCategory>;

export const QuickTopicSchema = z.object({ text: nonEmpty.max(60), icon: ChatIcon, category: QuickTopicCategory });
export type QuickTopic = z.infer<typeof QuickTopicSchema>;

/**
 * A keyword or phrase, lower case; a space or hyphen inside it also matches "bluescreen", "blue-screen",
 * "wi fi". Malayalam words are written with atomic chillus and no zero-width joiners (the messages are
 * brought to that spelling before matching), and a trailing "*" makes a stem that matches a word's start.
 */
const chatKeyword = z
  .string()
  .regex(
    /^[a-z0-9\p{Lo}\p{M}]+(?:[ -][a-z0-9\p{Lo}\p{M}]+)*\*?$/u,
    "lower-case words separated by single spaces or hyphens, optionally ending in * (a stem)",
  );

/** A link in a reply: a service, the plans page, the contact page… (internal paths only). */
export const ChatLinkSchema = z.object({
  label: nonEmpty,
  href: z.string().regex(/^\/[a-z0-9/#?=&-]*$/, "an internal path"),
});
export type ChatLink = z.infer<typeof ChatLinkSchema>;

export const ChatReplySchema = z.object({
  /** Stable id: stored with the conversation in sessionStorage, so renaming one forgets old replies. */
  id: slug,
  /** What the conversation is about, used as the contact form's subject ('Send us a message'). */
  topic: nonEmpty.max(80),
  /** Paragraphs, separated by blank lines. */
  content: nonEmpty,
  /** Facts shown as a bulleted list after the content (prices, contact details…). */
  points: z.array(nonEmpty).optional(),
  /** First things to try, shown as a numbered list under stepsTitle. */
  steps: z.array(nonEmpty).optional(),
  stepsTitle: nonEmpty.optional(),
  /** A closing paragraph after the lists: usually which service helps if the steps don't. */
  note: nonEmpty.optional(),
  links: z.array(ChatLinkSchema).max(4).optional(),
  /** Short follow-ups shown as chips under the newest reply; choosing one fills the input. */
  suggestions: z.array(nonEmpty.max(40)).max(4),
  icon: ChatIcon.optional(),
  priority: z.literal("high").optional(),
  /** Show call, email and 'Send us a message' actions under the reply. */
  showContact: z.boolean().optional(),
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

export const ChatRuleSchema = z.object({
  keywords: z.array(chatKeyword).min(1),
  reply: ChatReplySchema.extend({ suggestions: ChatReplySchema.shape.suggestions.min(2) }),
});
export type ChatRule = z.infer<typeof ChatRuleSchema>;

export const ChatScriptSchema = z.object({
  /** Netra, written in the script of the page's language. */
  assistantName: z.enum(["Netra", "നേത്ര"]),
  /** The assistant's first message, shown when a conversation starts. */
  welcome: ChatReplySchema,
  /** Quick-start prompts; only the first four are shown. */
  quickTopics: z.array(QuickTopicSchema).min(5),
  /** Keyword rules in order of precedence: the first whose keyword appears wins. */
  rules: z.array(ChatRuleSchema).length(11),
  /** The reply when no rule matches. */
  fallback: ChatReplySchema.extend({ suggestions: ChatReplySchema.shape.suggestions.min(2) }),
  /** The contact form's prefilled subject and message; {topic} and {question} are filled in. */
  contactPrefill: z.object({
    subject: nonEmpty.includes("{topic}"),
    message: nonEmpty.includes("{question}"),
  }),
  ui: z.object({
    panelTitle: nonEmpty,
    panelSubtitle: nonEmpty,
    closeChat: nonEmpty,
    startOver: nonEmpty,
    conversationLabel: nonEmpty,
    visitorName: nonEmpty,
    inputLabel: nonEmpty,
    inputPlaceholder: nonEmpty,
    send: nonEmpty,
    typing: nonEmpty,
    quickTopicsHeading: nonEmpty,
    suggestionsLabel: nonEmpty,
    stepsHeading: nonEmpty,
    linksHeading: nonEmpty,
    /** Before the help article Netra suggests for the visitor's message. */
    helpArticle: nonEmpty,
    urgent: nonEmpty,
    contactActionsLabel: nonEmpty,
    call: nonEmpty,
    callEmergency: nonEmpty,
    email: nonEmpty,
    sendMessage: nonEmpty,
    openTicket: nonEmpty,
  }),
});
export type ChatScript = z.infer<typeof ChatScriptSchema>;

/** The floating button's words; kept apart from the script so the button's code stays tiny. */
export const ChatLauncherCopySchema = z.object({
  /** Name of the landmark that holds the button and the panel. */
  landmark: nonEmpty,
  /** The button's accessible name once JavaScript runs. */
  open: nonEmpty,
  /** The plain link to /contact rendered before (or without) JavaScript. */
  fallback: nonEmpty,
  /** Announced while the panel's code loads. */
  loading: nonEmpty,
  /** Shown, with the fallback link, when the panel's code cannot be loaded (offline, say). */
  failed: nonEmpty,
});
export type ChatLauncherCopy = z.infer<typeof ChatLauncherCopySchema>;

/** A block of legal copy: a paragraph, a list, icon cards, labelled links or a two-column table of figures. */
export const LegalBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: nonEmpty }),
  z.object({ kind: z.literal("list"), items: z.array(nonEmpty).min(1) }),
  /** Icon cards, e.g. the four privacy principles. */
  z.object({ kind: z.literal("cards"), items: z.array(InfoCardSchema).min(1) }),
  /** Labelled links: contact details, related documents. */
  z.object({ kind: z.literal("links"), items: z.array(z.object({ label: nonEmpty, value: nonEmpty, href })).min(1) }),
  z.object({
    kind: z.literal("table"),
    caption: nonEmpty,
    columns: z.tuple([nonEmpty, nonEmpty]),
    rows: z.array(z.tuple([nonEmpty, nonEmpty])).min(1),
  }),
]);
export type LegalBlock = z.infer<typeof LegalBlockSchema>;

export const LegalSectionSchema = z.object({ id: slug, title: nonEmpty, blocks: z.array(LegalBlockSchema).min(1) });
export type LegalSection = z.infer<typeof LegalSectionSchema>;

/** The privacy policy or the terms of service (/privacy and /terms, with the figures the terms promise). */
export const LegalDocumentSchema = z.object({
  lastUpdated: isoDate,
  /** A plain-language summary shown above the full text. */
  summary: nonEmpty,
  sections: z.array(LegalSectionSchema).min(3),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
