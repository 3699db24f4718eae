// Words of the staff console's blog post and job opening pages: /staff/blog and /staff/openings (the
// lists), their forms (new, and a record's page, with the preview, versions and publishing), and an
// opening's new deadline (reopen or extend).
import type { PublicationStatus } from "~/db/publishing-schema";
import { formatCount } from "./numbers";
import { staffHelpCopy } from "./staff-help";
import { listFilterWords, listSummary, staffPagination } from "./staff";

export const publicationStatusLabels: Record<PublicationStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

/** The filters both lists share. */
const filters = {
  ...listFilterWords,
  search: "Title",
  searchHint: "Words of the title or address",
  status: "Status",
  language: "Language",
  any: "Any",
} as const;

/** The words both record pages share: the publishing box, the versions, the common errors and toasts. */
const publicationWords = {
  fieldsOptional: staffHelpCopy.fields.optional,
  note: staffHelpCopy.fields.note,
  languageField: staffHelpCopy.languageField,
  noteHint: staffHelpCopy.fields.noteHint,
  save: staffHelpCopy.save,
  create: staffHelpCopy.create,
  preview: staffHelpCopy.preview,
  previewHeading: staffHelpCopy.previewHeading,
  status: (label: string, version: number) => `${label} · version ${version}`,
  slugFixed: "The address is fixed once published: links to it must keep working.",
  publishing: {
    heading: "Publishing",
    publish: "Publish",
    unpublish: "Unpublish (back to draft)",
    archive: "Archive",
    notAllowed: "Publishing needs an editor: ask an admin to publish this.",
  },
  // The versions read as the help articles' do.
  history: staffHelpCopy.history,
  errors: {
    summary: "Nothing was saved. Please correct the fields marked below.",
    slug: "Use lower-case letters, digits and single hyphens (at most 120 characters).",
    tooLong: (max: number) => `Keep this under ${formatCount(max)} characters.`,
    date: "Enter a date (YYYY-MM-DD).",
    notAllowed: "Only an editor may publish, unpublish or archive.",
    language: staffHelpCopy.errors.language,
  },
  toasts: {
    created: "Draft saved.",
    saved: (version: number) => `Saved as version ${version}.`,
    restored: (from: number, version: number) => `Version ${from} restored as version ${version}.`,
    failed: "Something went wrong, so nothing changed. Please try again.",
  },
} as const;

export const staffBlogListCopy = {
  heading: "Blog posts",
  intro: "The blog's posts, newest first. Any staff member drafts; an editor publishes.",
  newPost: "Write a post",
  filters: { legend: "Find posts", ...filters },
  tableLabel: "Blog posts",
  columns: {
    title: "Title",
    status: "Status",
    date: "Date",
    language: "Language",
    version: "Version",
    updated: "Last change",
  },
  empty: "No posts match these filters.",
  summary: listSummary("No posts", "Posts"),
  pagination: staffPagination,
} as const;

export const staffBlogCopy = {
  ...publicationWords,
  back: "All blog posts",
  newTitle: "Write a blog post",
  intro: "Write in markdown. Every save keeps a version; an editor publishes it to the blog.",
  title: (title: string) => `Blog post: ${title}`,
  formHeading: "The post",
  fields: {
    title: "Title",
    slug: "Address",
    slugHint: "Lower-case words joined by hyphens, after /blog/. Left empty, it is made from the title.",
    excerpt: "Excerpt",
    excerptHint: "One or two sentences (80 to 200 characters): the blog's cards, the page's description and the feed.",
    author: "Author",
    publishedOn: "Date",
    publishedOnHint: "The date the post shows and the feed gives.",
    category: "Category",
    tags: "Tags",
    tagsHint: "Two to five, separated by commas (Security, Small Business).",
    featured: "Featured on the blog's first page",
    imageName: "Illustration",
    imageAlt: "Illustration's description",
    imageAltHint: "What the picture shows, for people who cannot see it.",
    body: "Post (markdown)",
  },
  illustrations: {
    shield: "Shield",
    cloud: "Cloud",
    devices: "Devices",
    backup: "Backup",
    contract: "Contract",
    wifi: "Wi-Fi",
  } as Record<string, string>,
  previewHint: "As the blog will show it. Nothing is saved until you press Save.",
  publicLink: "Open on the blog",
  errors: {
    ...publicationWords.errors,
    title: "Enter a title (at most 120 characters).",
    excerpt: "Write an excerpt of 80 to 200 characters.",
    author: "Choose the author.",
    category: "Enter a category (at most 40 characters).",
    tags: "Give two to five tags, each at most 40 characters.",
    imageName: "Choose an illustration.",
    imageAlt: "Describe the illustration (at most 160 characters).",
    body: "Write the post.",
    slugTaken: "Another post already uses this address: choose another.",
    stale: "Someone changed this post after you opened it: it is shown as it is now.",
  },
  toasts: {
    ...publicationWords.toasts,
    published: "Published on the blog.",
    unpublished: "Unpublished: the post is a draft again.",
    archived: "Archived: the post is off the blog.",
  },
} as const;

export const staffOpeningsListCopy = {
  heading: "Job openings",
  intro: "The careers page's openings, latest deadline first. Any staff member drafts; an editor publishes.",
  newOpening: "Write an opening",
  filters: { legend: "Find openings", ...filters },
  tableLabel: "Job openings",
  columns: {
    title: "Title",
    status: "Status",
    deadline: "Apply by",
    language: "Language",
    applications: "Applications",
    version: "Version",
    updated: "Last change",
  },
  closed: "Closed",
  empty: "No openings match these filters.",
  summary: listSummary("No openings", "Openings"),
  pagination: staffPagination,
} as const;

export const staffOpeningCopy = {
  ...publicationWords,
  back: "All job openings",
  newTitle: "Write a job opening",
  intro: "Every save keeps a version; an editor publishes it to the careers page.",
  title: (title: string) => `Job opening: ${title}`,
  formHeading: "The opening",
  fields: {
    title: "Title",
    slug: "Address",
    slugHint: "Lower-case words joined by hyphens, after /careers/. Left empty, it is made from the title.",
    department: "Department",
    location: "Location",
    employmentType: "Type",
    experience: "Experience",
    experienceHint: "For example: 2-4 years.",
    salaryRange: "Salary range",
    salaryRangeHint: "Rupees per year, for example: ₹3,00,000 - ₹5,00,000.",
    description: "Description",
    requirements: "Requirements",
    responsibilities: "Responsibilities",
    skills: "Skills",
    listHint: "One per line, at least three.",
    postedOn: "Posted on",
    applicationDeadline: "Apply by",
    applicationDeadlineHint: "The last day applications are taken (India time).",
  },
  previewHint: "As the careers page will show it. Nothing is saved until you press Save.",
  previewApplyBy: (date: string) => `Apply by ${date}`,
  publicLink: "Open on the careers page",
  applicationsLink: "Applications for this opening",
  closedNote: (date: string) => `Closed: applications ended on ${date}.`,
  openNote: (date: string) => `Taking applications until ${date}.`,
  deadline: {
    reopenHeading: "Reopen",
    extendHeading: "Extend the deadline",
    label: "New last day to apply",
    hint: "Today in India or later.",
    reopen: "Reopen",
    extend: "Extend the deadline",
    note: (from: string, to: string) => `Application deadline moved from ${from} to ${to}`,
    notAllowed: "Reopening or extending needs an editor: ask an admin.",
  },
  errors: {
    ...publicationWords.errors,
    title: "Enter a title (at most 120 characters).",
    line: "Fill this in (at most 120 characters).",
    department: "Choose a department.",
    employmentType: "Choose the type.",
    description: "Write a description (at most 2,000 characters).",
    list: "Give three to fifteen, one per line, each at most 300 characters.",
    deadlineOrder: "The last day to apply cannot be before the posted date.",
    deadlinePast: "Choose today (in India) or a later day.",
    slugTaken: "Another opening already uses this address: choose another.",
    stale: "Someone changed this opening after you opened it: it is shown as it is now.",
  },
  toasts: {
    ...publicationWords.toasts,
    published: "Published on the careers page.",
    unpublished: "Unpublished: the opening is a draft again.",
    archived: "Archived: the opening is off the careers page.",
    deadline: (date: string) => `Applications now close after ${date}.`,
  },
} as const;
