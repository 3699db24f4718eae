// The one set of factories for test data: the integration tests call them directly and the
// test-only routes (app/routes/test/, ENABLE_TEST_ROUTES=1) call them for the end-to-end tests, so
// a record is made the same way in both. Each writes what the real pages write (the row, its first
// history event, the résumé…) through the desk's own functions where one exists, with defaults
// a test overrides only where its assertion depends on the value. A lint rule keeps this folder
// out of every module but the test routes (biome.json).
import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import {
  type AccountRole,
  accountRoles,
  billingProfiles,
  blogPosts,
  blogPostVersions,
  contracts,
  helpArticles,
  helpArticleVersions,
  helpArticleViews,
  helpArticleVotes,
  helpDeflections,
  helpSearches,
  jobApplicationEvents,
  jobApplications,
  jobOpenings,
  jobOpeningVersions,
  newsletterSubscribers,
  planRequests,
  sessions,
  tickets,
  users,
} from "~/db/schema";
import type { TicketPriority, TicketType } from "~/db/tickets-schema";
import { ensureAccountWithRole } from "~/lib/auth/roles.server";
import { createSession } from "~/lib/auth/session.server";
import { RESUME_OWNER_KIND } from "~/lib/careers/apply-form";
import { applicationContactBy } from "~/lib/careers/contact-by";
import {
  acceptContract,
  cancelRenewalJobs,
  contractTerms,
  draftContract,
  scheduleContractJobs,
  sendContractForAcceptance,
} from "~/lib/contracts/contracts.server";
import { systemActor } from "~/lib/casework/case-type.server";
import { addDays, daysBetween, indiaDay } from "~/lib/contracts/period";
import { recordContactMessage } from "~/lib/contact/contact.server";
import { type Env, getEnv } from "~/lib/env.server";
import { readFormBody } from "~/lib/http/body.server";
import type { Locale } from "~/lib/i18n/locale";
import { confirmSubscription, confirmUrl, subscribe } from "~/lib/newsletter/newsletter.server";
import type { NewsletterSourceName } from "~/lib/newsletter/sources";
import type { StaffUser } from "~/lib/staff/guard.server";
import { beginEnrolment, confirmEnrolment } from "~/lib/staff/second-factor.server";
import { currentTotpCode, TOTP_PERIOD_SECONDS } from "~/lib/staff/totp.server";
import { appendTicketEvent } from "~/lib/tickets/events.server";
import { nextTicketNumber } from "~/lib/tickets/numbers.server";
import type { UploadedFile } from "~/lib/uploads/multipart.server";
import { storeUploadedFiles } from "~/lib/uploads/store.server";
import { insertVisit, type NewVisit } from "~/lib/visits/visits.server";
import { issueInvoice, type NewInvoice, recordPayment, type NewPayment } from "~/lib/invoices/invoices.server";
import { cookieSettings } from "~/lib/http/cookies.server";

/**
 * A signed-up account with a confirmed address. Typed as a staff user whatever its role, because
 * the staff functions under test take one (a customer is passed to show it is refused).
 */
export async function addUser(
  db: Database,
  role: AccountRole,
  fullName: string,
  overrides: { email?: string } = {},
): Promise<StaffUser> {
  const [row] = await db
    .insert(users)
    .values({
      email: overrides.email ?? `${randomUUID().slice(0, 8)}@${role}.test`,
      fullName,
      passwordHash: "x",
      role,
      emailVerifiedAt: sql`now()`,
    })
    .returning();
  if (!row) throw new Error("user insert returned no row");
  return { id: row.id, email: row.email, fullName: row.fullName, role } as StaffUser;
}

/**
 * The account a test route's POST names (email, fullName, password, role): made confirmed with that
 * role, or the existing one with this address. A malformed body gets its 400 (or 413/415) answer.
 */
export async function accountFromTestRequest(
  db: Database,
  request: Request,
): Promise<Response | { id: number; email: string; role: AccountRole }> {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const field = (name: string) => String(body.form.get(name) ?? "");
  const role = accountRoles.find((candidate) => candidate === field("role"));
  if (!role || !field("email") || field("password").length < 8) return new Response("Bad request", { status: 400 });
  const account = { email: field("email"), fullName: field("fullName") || "Test Staff", password: field("password") };
  const id = await ensureAccountWithRole(db, { ...account, role });
  return { id, email: account.email, role };
}

/** The account with this address, or null. */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export type SignedInSession = {
  /** The Set-Cookie header that hands the session to a browser. */
  setCookie: string;
  /** The same session as a `Cookie` request header. */
  cookie: string;
  /**
   * Staff roles: the second factor enrolled for this session — the base32 TOTP secret, the recovery
   * codes, and the time step of the code that confirmed it (the server refuses that step again).
   */
  secondFactor: { totpSecret: string; recoveryCodes: string[]; usedStep: number } | null;
};

/**
 * A new session for `user`, as after a sign-in. A staff role also enrols its second factor through
 * the enrolment's own functions (a real secret, encrypted with APP_SECRET, confirmed with a code of
 * the current step) and the session counts as verified, so the console opens at once and a test can
 * still compute codes for a later sign-in. An account enrolled already is refused: only its own
 * authenticator knows the secret, so sign it in through the forms.
 */
export async function signedInSession(
  db: Database,
  user: { id: number; email: string; role: AccountRole },
  env: Pick<Env, "APP_SECRET" | "NODE_ENV"> = getEnv(),
): Promise<SignedInSession> {
  const setCookie = await createSession(db, cookieSettings(env), { userId: user.id, persistent: false });
  const cookie = setCookie.split(";")[0];
  if (!cookie) throw new Error("createSession returned no cookie");
  if (user.role === "customer") return { setCookie, cookie, secondFactor: null };
  const enrolment = await beginEnrolment(db, user, env.APP_SECRET);
  if (!enrolment) throw new Error(`account ${user.id} has a second factor already`);
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(sql`${sessions.id} desc`)
    .limit(1);
  if (!session) throw new Error("the new session is missing");
  const now = Date.now();
  const recoveryCodes = await confirmEnrolment(db, {
    userId: user.id,
    sessionId: session.id,
    code: currentTotpCode(enrolment.secret, now),
    appSecret: env.APP_SECRET,
    now,
  });
  if (!recoveryCodes) throw new Error("the enrolment refused its own code");
  const usedStep = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  return { setCookie, cookie, secondFactor: { totpSecret: enrolment.secret, recoveryCodes, usedStep } };
}

/** The `Cookie` header of a new session for `user` (see signedInSession). */
export async function signedInCookie(db: Database, user: { id: number; email: string; role: AccountRole }) {
  return (await signedInSession(db, user)).cookie;
}

export type TicketFields = {
  subject?: string;
  description?: string;
  priority?: TicketPriority;
  type?: TicketType;
  at?: Date;
};

/** A ticket opened the way the customer pages open one: a number, the row, the 'opened' event. */
export async function openTicket(db: Database, customer: { id: number; fullName: string }, fields: TicketFields = {}) {
  const at = fields.at ?? new Date();
  const description = fields.description ?? "The office printer shows offline since this morning.";
  return db.transaction(async (tx) => {
    const number = await nextTicketNumber(tx, at);
    const [row] = await tx
      .insert(tickets)
      .values({
        number,
        submissionId: randomUUID(),
        customerId: customer.id,
        subject: fields.subject ?? "Printer offline",
        description,
        priority: fields.priority ?? "medium",
        type: fields.type ?? "hardware",
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: tickets.id, number: tickets.number });
    if (!row) throw new Error("ticket insert returned no row");
    await appendTicketEvent(
      tx,
      row.id,
      { kind: "opened", actor: { id: customer.id, name: customer.fullName }, body: description },
      {},
      at,
    );
    return row;
  });
}

/** A contact message as the contact form records it (its acknowledgement and staff emails queued). */
export async function addContactMessage(
  db: Database,
  fields: Partial<Record<string, string>> = {},
  sender: { ipAddress?: string; userAgent?: string; locale?: Locale } = {},
) {
  const result = await recordContactMessage(
    db,
    {
      firstName: "Anjali",
      lastName: "Nair",
      email: `anjali.${randomUUID().slice(0, 8)}@customer.test`,
      phone: "",
      company: "",
      subject: "CCTV for our shop",
      message: "We need four cameras.",
      ...fields,
    },
    {
      submissionId: randomUUID(),
      ipAddress: sender.ipAddress ?? "203.0.113.9",
      userAgent: sender.userAgent ?? "integration-test",
      staffEmail: site.email,
      locale: sender.locale ?? "en",
    },
  );
  return result.id;
}

/** A plan request of a customer, in any status (the request form only makes 'requested' ones). */
export async function addPlanRequest(
  db: Database,
  userId: number,
  fields: Partial<Omit<typeof planRequests.$inferInsert, "userId">> = {},
) {
  const [row] = await db
    .insert(planRequests)
    .values({ userId, planId: "starter", ...fields })
    .returning({ id: planRequests.id });
  if (!row) throw new Error("plan request insert returned no row");
  return row;
}

/** A tiny but real PDF (its magic bytes are what the upload pipeline checks). */
export const TEST_RESUME_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** TEST_RESUME_PDF as the upload pipeline hands over a checked résumé. */
export function testResumeFile(): UploadedFile {
  return {
    fileName: "resume.pdf",
    kind: "pdf",
    mediaType: "application/pdf",
    size: TEST_RESUME_PDF.byteLength,
    sha256: createHash("sha256").update(TEST_RESUME_PDF).digest("hex"),
    bytes: TEST_RESUME_PDF,
  };
}

export type ApplicationFields = {
  fullName?: string;
  email?: string;
  openingId?: string;
  at?: Date;
  contactBy?: Date;
  resume?: boolean;
};

/**
 * A job application stored the way the public form stores one — the row, its 'submitted' event, a
 * résumé — so the pipeline's tests do not wait for the form.
 */
export async function addApplication(db: Database, input: ApplicationFields = {}) {
  const at = input.at ?? new Date();
  const fullName = input.fullName ?? "Test Applicant";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobApplications)
      .values({
        submissionId: randomUUID(),
        openingId: input.openingId ?? "full-stack-developer",
        fullName,
        email: (input.email ?? `applicant.${randomUUID().slice(0, 8)}@example.test`).toLowerCase(),
        phone: "+91 98470 12345",
        currentLocation: "Thiruvananthapuram",
        yearsExperience: 3,
        noticePeriod: "30 days",
        profileUrl: "https://example.test/portfolio",
        coverNote: "I maintain the network of a 40-seat office and build small web tools.",
        consentedAt: at,
        contactBy: input.contactBy ?? applicationContactBy(at),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: jobApplications.id, email: jobApplications.email });
    if (!row) throw new Error("application insert returned no row");
    await tx
      .insert(jobApplicationEvents)
      .values({ applicationId: row.id, kind: "submitted", actorName: fullName, createdAt: at });
    const files =
      input.resume === false
        ? []
        : await storeUploadedFiles(tx, { kind: RESUME_OWNER_KIND, id: row.id }, [testResumeFile()]);
    return { id: row.id, email: row.email, fileIds: files.map((file) => file.id) };
  });
}

export type ContractFields = {
  planId?: string;
  billingPeriod?: "monthly" | "quarterly" | "annual";
  /** Start date ('YYYY-MM-DD', India); by default today in India. */
  startsOn?: string;
  /** Moves the dates so that the contract ends this many days from today (after drafting). */
  endsInDays?: number;
  /** 'draft' (not sent), 'sent' (a draft waiting for the customer), or 'active' (accepted by the customer). */
  state?: "draft" | "sent" | "active";
  autoRenew?: boolean;
  sites?: { address: string; area: string }[];
  planRequestId?: number | null;
  custom?: {
    pricePaisePerMonth: number;
    responseMinutes: number;
    deviceLimit: number | null;
    onSiteVisitsPerYear: number | null;
  };
};

/**
 * A contract of a customer, made through the contracts' own commands: drafted by a staff member (the
 * system), sent, and accepted by the customer through the portal's command — its acceptance record,
 * history and renewal jobs as the real pages make them. `endsInDays` then shifts its dates (and
 * re-plans its jobs), so a test can stand at any day of its life without moving the clock.
 */
export async function addContract(
  db: Database,
  customer: { id: number; email: string; fullName: string },
  fields: ContractFields = {},
) {
  const startsOn = fields.startsOn ?? indiaDay(new Date());
  const drafted = await draftContract(db, systemActor, {
    userId: customer.id,
    planId: fields.planId ?? "professional",
    billingPeriod: fields.billingPeriod ?? "monthly",
    startsOn,
    sites: fields.sites ?? [{ address: "TC 15/1234, Vazhuthacaud", area: "Thiruvananthapuram" }],
    custom: fields.custom ?? null,
    autoRenew: fields.autoRenew ?? false,
    planRequestId: fields.planRequestId ?? null,
  });
  if (drafted.outcome !== "changed") throw new Error(`contract not drafted: ${drafted.reason}`);
  const id = drafted.id;
  const state = fields.state ?? "active";
  if (state !== "draft") await sendContractForAcceptance(db, systemActor, id);
  if (state === "active") {
    const [contract] = await db.select().from(contracts).where(eq(contracts.id, id));
    if (!contract) throw new Error("contract vanished");
    const { hash } = await contractTerms(db, contract);
    const accepted = await acceptContract(db, customer, id, {
      termsHash: hash,
      clientAddress: "127.0.0.1",
      userAgent: "integration-test",
    });
    if (accepted.outcome !== "accepted") throw new Error(`contract not accepted: ${accepted.outcome}`);
  }
  if (fields.endsInDays !== undefined) await moveContractEnd(db, id, fields.endsInDays);
  return { id };
}

/**
 * Shifts a contract's dates so that it ends `endsInDays` from today in India (negative: ended that
 * many days ago), keeping its length, and plans its renewal jobs for the new dates — the tests'
 * controlled clock: the contract moves, not the server's time.
 */
export async function moveContractEnd(db: Database, id: number, endsInDays: number) {
  await db.transaction(async (tx) => {
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
    if (!contract) throw new Error(`no contract ${id}`);
    const endsOn = addDays(indiaDay(new Date()), endsInDays);
    const shift = daysBetween(contract.endsOn, endsOn);
    await tx
      .update(contracts)
      .set({ startsOn: addDays(contract.startsOn, shift), endsOn })
      .where(eq(contracts.id, id));
    if (contract.status === "active" || contract.status === "expiring") {
      await cancelRenewalJobs(tx, id);
      await scheduleContractJobs(tx, { id, endsOn });
    }
  });
}

/**
 * A newsletter subscriber who signed up in one of the site's boxes and confirmed through the emailed
 * link: the sign-up's and the link's own functions (the confirmation email is queued, as for a visitor).
 */
export async function addConfirmedSubscriber(
  db: Database,
  email: string,
  source: NewsletterSourceName = "footer",
  env: Pick<Env, "APP_SECRET" | "PUBLIC_URL"> = getEnv(),
  locale: Locale = "en",
) {
  const address = email.trim().toLowerCase();
  await subscribe(db, address, source, env, locale);
  const [pending] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address));
  if (!pending) throw new Error(`no subscriber row for ${address}`);
  const token = new URL(confirmUrl(pending.id, pending.confirmNonce, env, locale)).searchParams.get("token") ?? "";
  const state = await confirmSubscription(db, token, env.APP_SECRET);
  if (state !== "confirmed") throw new Error(`confirming ${address} gave "${state}"`);
  return pending.id;
}

/**
 * A visit to a customer through the visits' own insert (its checklist and 'created' event): from a
 * ticket or a contract (one of them is required), booked when a window is given, due otherwise.
 */
export async function addVisit(db: Database, customer: { id: number }, fields: Omit<NewVisit, "userId">) {
  const row = await db.transaction((tx) => insertVisit(tx, systemActor, { ...fields, userId: customer.id }));
  if (!row) throw new Error("visit not inserted: its schedule key exists");
  return row;
}

/** A customer's billing details (name, address, GST state code, optional GSTIN), replaced if present. */
export async function setBillingProfile(
  db: Database,
  customer: { id: number },
  profile: { legalName: string; address: string; stateCode: string; gstin?: string | null },
) {
  await db
    .insert(billingProfiles)
    .values({ userId: customer.id, ...profile, gstin: profile.gstin ?? null })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...profile, gstin: profile.gstin ?? null } });
}

/**
 * An issued invoice for a customer: by default one line of ₹1,000 under SAC 998713 (₹1,180 with
 * GST in Kerala), issued today by the system. Fields override (lines, source, contract period…).
 */
export async function addInvoice(
  db: Database,
  customer: { id: number },
  fields: Partial<Omit<NewInvoice, "userId">> = {},
  now = new Date(),
) {
  const issued = await db.transaction((tx) =>
    issueInvoice(
      tx,
      systemActor,
      {
        source: "manual",
        lines: [
          { description: "On-site repair: desktop PC", sacCode: "998713", quantityMilli: 1000, ratePaise: 100_000 },
        ],
        ...fields,
        userId: customer.id,
      },
      now,
    ),
  );
  if (!issued) throw new Error("invoice not issued: its contract period is invoiced already");
  return issued;
}

/** A payment confirmed against an invoice by the system (as a reconciliation would). */
export async function addPayment(db: Database, payment: NewPayment) {
  const result = await db.transaction((tx) => recordPayment(tx, systemActor, payment));
  if (!result.ok) throw new Error(`payment not recorded: ${result.reason}`);
  return result;
}

type HelpArticleFields = Partial<Omit<typeof helpArticles.$inferInsert, "id" | "searchDocument">> & {
  slug: string;
  title: string;
};

/**
 * A help article inserted directly with its first version (published by default, dated now), for
 * tests that need articles to search, show or count rather than the console's editing.
 */
export async function addHelpArticle(db: Database, fields: HelpArticleFields) {
  const status = fields.status ?? "published";
  const [article] = await db
    .insert(helpArticles)
    .values({
      summary: `How to ${fields.title.toLowerCase()}.`,
      body: `${fields.title}.`,
      category: "computers-and-laptops",
      publishedAt: status === "published" ? new Date() : null,
      ...fields,
      status,
    })
    .returning();
  if (!article) throw new Error("help article not inserted");
  const { title, summary, body, category, tags, concerns, version } = article;
  await db
    .insert(helpArticleVersions)
    .values({ articleId: article.id, version, title, summary, body, category, tags, concerns });
  return article;
}

type BlogPostFields = Partial<Omit<typeof blogPosts.$inferInsert, "id">> & { slug: string; title: string };

/**
 * A blog post inserted directly with its first version (published by default, dated today in India),
 * for tests of the public pages, the feed and the sitemap rather than the console's editing.
 */
export async function addBlogPost(db: Database, fields: BlogPostFields) {
  const status = fields.status ?? "published";
  const [post] = await db
    .insert(blogPosts)
    .values({
      excerpt: `A short article about ${fields.title.toLowerCase()}, written for small businesses and homes in Trivandrum.`,
      author: "Anand Krishnan",
      publishedOn: indiaDay(new Date()),
      body: `## ${fields.title}\n\nThe text of the article.\n`,
      tags: ["Testing", "Examples"],
      category: "IT Support",
      imageName: "devices",
      imageAlt: "A laptop, a phone and a router",
      publishedAt: status === "published" ? new Date() : null,
      ...fields,
      status,
    })
    .returning();
  if (!post) throw new Error("blog post not inserted");
  const {
    id: postId,
    slug: _slug,
    status: _status,
    publishedAt: _at,
    publishedById: _by,
    createdById: _created,
    createdAt: _c,
    updatedAt: _u,
    ...content
  } = post;
  await db.insert(blogPostVersions).values({ ...content, postId });
  return post;
}

type JobOpeningFields = Partial<Omit<typeof jobOpenings.$inferInsert, "id">> & { slug: string; title: string };

/**
 * A job opening inserted directly with its first version (published by default, posted today, taking
 * applications for 30 days), for tests of /careers, the sitemap and applications.
 */
export async function addJobOpening(db: Database, fields: JobOpeningFields) {
  const status = fields.status ?? "published";
  const today = indiaDay(new Date());
  const [opening] = await db
    .insert(jobOpenings)
    .values({
      department: "Support",
      location: "Trivandrum, Kerala",
      employmentType: "Full-time",
      experience: "1-3 years",
      salaryRange: "₹3,00,000 - ₹5,00,000",
      description: `Join our team as ${fields.title}, working with customers across Thiruvananthapuram.`,
      requirements: [
        "A diploma or degree in a related field",
        "Clear spoken Malayalam and English",
        "A two-wheeler licence",
      ],
      responsibilities: [
        "Answer customers' calls and tickets",
        "Visit sites across the city",
        "Keep every ticket's history",
      ],
      skills: ["Troubleshooting", "Networking", "Customer service"],
      postedOn: today,
      applicationDeadline: addDays(today, 30),
      publishedAt: status === "published" ? new Date() : null,
      ...fields,
      status,
    })
    .returning();
  if (!opening) throw new Error("job opening not inserted");
  const {
    id: openingId,
    slug: _slug,
    status: _status,
    publishedAt: _at,
    publishedById: _by,
    createdById: _created,
    createdAt: _c,
    updatedAt: _u,
    ...content
  } = opening;
  await db.insert(jobOpeningVersions).values({ ...content, openingId });
  return opening;
}

/**
 * What the public side records about a help article, set down directly for the reports' tests:
 * views on India days, "Was this helpful?" votes (each from its own visitor) and problems solved
 * without a ticket, at `at` (now by default).
 */
export async function addHelpActivity(
  db: Database,
  articleId: number,
  activity: {
    views?: { day: string; views: number }[];
    helpful?: number;
    notHelpful?: number;
    deflections?: number;
    at?: Date;
  },
) {
  const createdAt = activity.at ?? new Date();
  if (activity.views?.length) {
    await db.insert(helpArticleViews).values(activity.views.map((row) => ({ articleId, ...row })));
  }
  const votes = [
    ...Array.from({ length: activity.helpful ?? 0 }, () => true),
    ...Array.from({ length: activity.notHelpful ?? 0 }, () => false),
  ];
  if (votes.length > 0) {
    await db
      .insert(helpArticleVotes)
      .values(votes.map((helpful) => ({ articleId, visitorKey: randomUUID(), helpful, createdAt })));
  }
  const deflections = activity.deflections ?? 0;
  if (deflections > 0) {
    await db.insert(helpDeflections).values(
      Array.from({ length: deflections }, () => ({
        articleId,
        query: "The printer says offline",
        submissionId: randomUUID(),
        createdAt,
      })),
    );
  }
}

/** Public help searches as recorded (normalised query, how many articles they found), `times` each, at `at`. */
export async function addHelpSearches(
  db: Database,
  searches: { query: string; resultCount?: number; times?: number; at?: Date }[],
) {
  const rows = searches.flatMap(({ query, resultCount = 0, times = 1, at = new Date() }) =>
    Array.from({ length: times }, () => ({ query, resultCount, createdAt: at })),
  );
  if (rows.length > 0) await db.insert(helpSearches).values(rows);
}
