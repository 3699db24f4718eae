// Words of the staff console's help article pages: /staff/help (the list), the article form (new and
// an article's page, with its preview, versions and publishing), and the ticket page's "Draft an
// article from this ticket".
import type { HelpArticleStatus } from "~/db/help-schema";
import type { siteLanguages } from "~/db/columns";
import { formatCount } from "./numbers";
import { listFilterWords, listSummary, staffPagination } from "./staff";

export const helpArticleStatusLabels: Record<HelpArticleStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

/** The language a published record (article, post, opening) is written in, as the console names it. */
export const recordLanguageLabels: Record<(typeof siteLanguages)[number], string> = { en: "English", ml: "Malayalam" };

export const staffHelpListCopy = {
  heading: "Help articles",
  intro: "Articles of the public help centre, newest first. Any staff member drafts; an editor publishes.",
  newArticle: "Write an article",
  /** To the service report's help centre part: views, votes, problems solved, searches that found nothing. */
  reportLink: "Views, votes and searches that found nothing",
  filters: {
    legend: "Find articles",
    ...listFilterWords,
    search: "Title",
    searchHint: "Words of the title",
    status: "Status",
    category: "Category",
    language: "Language",
    any: "Any",
  },
  tableLabel: "Help articles",
  columns: {
    title: "Title",
    status: "Status",
    category: "Category",
    language: "Language",
    version: "Version",
    updated: "Last change",
  },
  empty: "No articles match these filters.",
  summary: listSummary("No articles", "Articles"),
  pagination: staffPagination,
} as const;

/** The kinds of personal data the scrubber removes (app/lib/help/scrub.ts), as the toast after a draft names them. */
type RemovedKind = "name" | "email" | "phone" | "ticket" | "address" | "reference" | "ip" | "link";

const removedLabels: Record<RemovedKind, (count: number) => string> = {
  name: (n) => `${formatCount(n)} ${n === 1 ? "name" : "names"}`,
  email: (n) => `${formatCount(n)} email ${n === 1 ? "address" : "addresses"}`,
  phone: (n) => `${formatCount(n)} phone ${n === 1 ? "number" : "numbers"}`,
  ticket: (n) => `${formatCount(n)} ticket ${n === 1 ? "number" : "numbers"}`,
  address: (n) => `${formatCount(n)} ${n === 1 ? "address" : "addresses"}`,
  reference: (n) => `${formatCount(n)} ${n === 1 ? "reference" : "references"}`,
  ip: (n) => `${formatCount(n)} IP ${n === 1 ? "address" : "addresses"}`,
  link: (n) => `${formatCount(n)} ${n === 1 ? "link" : "links"}`,
};

export const staffHelpCopy = {
  back: "All help articles",
  newTitle: "Write a help article",
  intro: "Write in markdown, as the blog does. Every save keeps a version; an editor publishes it to the help centre.",
  title: (title: string) => `Help article: ${title}`,
  formHeading: "The article",
  fields: {
    title: "Title",
    slug: "Address",
    slugHint: "Lower-case words joined by hyphens, after /help/. Left empty, it is made from the title.",
    summary: "Summary",
    summaryHint: "One or two sentences: what search results and the page's description show.",
    category: "Category",
    tags: "Tags",
    tagsHint: "Words customers use for the problem, separated by commas (wifi, dvr, slow).",
    concerns: "What it concerns",
    concernsHint: "Devices and services the article is about: they link related articles.",
    devices: "Devices",
    services: "Services",
    body: "Article (markdown)",
    note: "What changed",
    noteHint: "Kept with this version in the history.",
    optional: "optional",
  },
  /** Every published kind's language select (articles, posts, openings). */
  languageField: {
    label: "Language",
    hint: "The language it is written in. The other language's page says so and links here.",
  },
  save: "Save",
  create: "Save draft",
  preview: "Preview",
  previewHeading: "Preview",
  previewHint: "As the help centre will show it. Nothing is saved until you press Save.",
  status: (label: string, version: number) => `${label} · version ${version}`,
  publicLink: "Open on the help centre",
  fromTicket: (number: string) => `Drafted from ticket ${number}`,
  publishing: {
    heading: "Publishing",
    publish: "Publish",
    unpublish: "Unpublish (back to draft)",
    archive: "Archive",
    bringBack: "Back to draft",
    notAllowed: "Publishing needs an editor: ask an admin to publish this article.",
  },
  history: {
    heading: "Versions",
    version: (n: number) => `Version ${n}`,
    by: (name: string) => `by ${name}`,
    unknown: "someone no longer on the team",
    current: "Current",
    restore: "Restore this version",
    restoreLabel: (n: number) => `Restore version ${n}`,
    restoredNote: (n: number) => `Restored version ${n}`,
    language: (language: string) =>
      `In ${language} now. Versions keep the words, not the language: after restoring one, check the language.`,
  },
  errors: {
    summary: "The article was not saved. Please correct the fields marked below.",
    title: "Enter a title.",
    summaryField: "Enter a summary of one or two sentences.",
    body: "Write the article.",
    category: "Choose a category.",
    slug: "Use lower-case letters, digits and single hyphens (at most 120 characters).",
    slugTaken: "Another article already uses this address: choose another.",
    tooLong: (max: number) => `Keep this under ${formatCount(max)} characters.`,
    stale: "Someone changed this article after you opened it: it is shown as it is now.",
    notAllowed: "Only an editor may publish, unpublish or archive an article.",
    ticketNotResolved: "Only a resolved or closed ticket can become an article.",
    language: "Choose English or Malayalam.",
  },
  toasts: {
    created: "Draft saved.",
    saved: (version: number) => `Saved as version ${version}.`,
    restored: (from: number, version: number) => `Version ${from} restored as version ${version}.`,
    published: "Published on the help centre.",
    unpublished: "Unpublished: the article is a draft again.",
    archived: "Archived: the article is off the help centre.",
    failed: "Something went wrong, so nothing changed. Please try again.",
    drafted: (removed: { kind: RemovedKind; count: number }[]) =>
      removed.length === 0
        ? "Draft made from the ticket. No personal data was found to remove: check it before publishing."
        : `Draft made from the ticket. Removed: ${removed.map(({ kind, count }) => removedLabels[kind](count)).join(", ")}.`,
    existingDraft: "This ticket already has an article: here it is.",
  },
  events: {
    created: "wrote the first version",
    edited: "saved a new version",
    published: "published it",
    unpublished: "unpublished it",
    archived: "archived it",
    restored: "restored an earlier version",
    note: "added a note",
    drafted_from_ticket: "drafted it from a resolved ticket",
  },
} as const;

/** The ticket page's panel, for a resolved or closed ticket. */
export const ticketArticleCopy = {
  heading: "Help article",
  hint: "Turn what fixed this into a help article: personal data is removed, and an editor finishes it.",
  draft: "Draft an article from this ticket",
  open: "Open the article drafted from this ticket",
} as const;
