// The customer's ticket forms (POST /account/tickets/new and /account/tickets/:number, and their
// Malayalam twins under /ml): validation, rate limits and the answer — post/redirect/get with a toast,
// or the mistakes as data, in the language of the page posted from. The work on the ticket itself is
// customer-tickets.server.ts's.
import { createContext } from "react-router";
import * as ticketsCustomerEn from "~/content/tickets-customer";
import * as ticketsCustomerMl from "~/content/tickets-customer.ml";
import { authPageHref } from "~/lib/auth/redirect";
import { idValue } from "~/lib/casework/list-codec";
import type { Database } from "~/db/client.server";
import { findCustomerDevice } from "~/lib/devices/devices.server";
import type { Env } from "~/lib/env.server";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { stringFields } from "~/lib/forms/fields";
import { dataOutcome, type Outcome, redirectOutcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm, type SignedInUser } from "~/lib/forms/pipeline.server";
import { submissionKey } from "~/lib/forms/submission-key.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import type { UploadResult } from "~/lib/uploads/multipart.server";
import {
  type CustomerTicketSource,
  customerTicketSources,
  type NewTicketActionData,
  SOLVED_ARTICLE_FIELD,
  SUGGESTIONS_SEEN_FIELD,
  type ReplyActionData,
  ticketFieldNames,
  ticketUploadRule,
  validateNewTicketForm,
  validateTicketReplyForm,
} from "./customer-schema";
import { customerTicketPath, openTicket, replyAsCustomer } from "./customer-tickets.server";
import { deflectionWords, newTicketMessages, replyMessages, uploadWords } from "./customer-form-words";
import { redirectWithToast } from "~/lib/toast/flash.server";
import type { TicketDeflectionCopy } from "~/content/help-centre";
import { helpSuggestionsFor, publishedHelpSuggestion, recordHelpDeflection } from "~/lib/help/deflections.server";
import { logger } from "~/lib/log/logger.server";

/** Opening tickets: generous for a real customer, a wall for a script looping on one account. */
export const ticketOpenRateLimit: RateLimitRule = { name: "ticket-open", limit: 10, windowMs: 60 * 60_000 };
export const ticketReplyRateLimit: RateLimitRule = { name: "ticket-reply", limit: 60, windowMs: 60 * 60_000 };
/** "This solved it": a customer reads a few articles; a script inventing submissions meets a wall. */
export const helpDeflectionRateLimit: RateLimitRule = { name: "help-deflection", limit: 20, windowMs: 60 * 60_000 };

type TicketFormEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "STAFF_EMAIL" | "RATE_LIMIT_MULTIPLIER">;

const ticketsCustomer = localized(ticketsCustomerEn, ticketsCustomerMl);

/** The language of the page the form was posted from. */
function localeOfPost(request: Request): Locale {
  return localeOf(new URL(request.url).pathname);
}

function sourceOf(form: FormData): CustomerTicketSource {
  return customerTicketSources.find((source) => source === form.get("source")) ?? "web";
}

const NEW_TICKET_PATH = "/account/tickets/new";

/**
 * The file field's message: the pipeline's (too many, wrong kind, empty), or — when the files were
 * fine but another field was not — that they must be chosen again (a browser cannot be given files back).
 */
function attachmentsError(uploads: UploadResult, otherMistakes: boolean, locale: Locale): string | undefined {
  if (!uploads.ok) return uploads.message;
  return otherMistakes && uploads.files.length > 0 ? uploadWords(locale).chooseAgain : undefined;
}

function newTicketAnswer(status: number, fields: Partial<NewTicketActionData>, headers?: Headers) {
  return dataOutcome<NewTicketActionData>(status, { fieldErrors: {}, values: {}, message: null, ...fields }, headers);
}

/**
 * The new-ticket action's answer, also left for the page's loader (run after the action in the same
 * request), which renders the device choice server-side with what was posted and its message.
 */
export const newTicketPageAnswer = createContext<NewTicketActionData | null>(null);

/** What the new-ticket form posted, shown again when it comes back: its fields and the device chosen. */
function postedValues(form: FormData) {
  return { ...stringFields(form, ticketFieldNames), ...stringFields(form, ["deviceId"]) };
}

/**
 * The registered device the ticket is about: null for "another device" (nothing chosen), its id
 * when it is one of the customer's devices in use, false for anything else (someone else's device,
 * a retired one, a made-up id) — never stored.
 */
async function chosenDevice(db: Database, customerId: number, value: FormDataEntryValue | null) {
  if (value === null || value === "") return null;
  const id = typeof value === "string" ? idValue(value) : null;
  if (!id) return false;
  return (await findCustomerDevice(db, customerId, id)) ? id : false;
}

/** POST /account/tickets/new: post/redirect/get to the new ticket with a toast; mistakes come back as data. */
export const newTicketForm = defineForm<NewTicketActionData, TicketFormEnv>({
  name: "ticket-new",
  uploads: ticketUploadRule,
  sameOriginOnly: true,
  refused: (status, message) => newTicketAnswer(status, { message }),
  unavailable: ({ form, request }) =>
    newTicketAnswer(503, {
      message: ticketsCustomer[localeOfPost(request)].ticketToasts.failed,
      values: stringFields(form, ticketFieldNames),
    }),
  async handle({ form, db, env, session, uploads, request }): Promise<Outcome<NewTicketActionData>> {
    const locale = localeOfPost(request);
    const words = ticketsCustomer[locale];
    const user = await session();
    if (!user) return redirectOutcome(authPageHref("/login", pathIn(locale, NEW_TICKET_PATH), null, locale));
    // "This solved it" needs only the problem typed and the article: the rest of the form may be blank.
    const solved = form.get(SOLVED_ARTICLE_FIELD);
    if (solved !== null) return deflect(db, env, user.id, form, solved, deflectionWords(locale));
    const validation = validateNewTicketForm(form, newTicketMessages(locale));
    const deviceId = await chosenDevice(db, user.id, form.get("deviceId"));
    const fileError = attachmentsError(uploads, !validation.success || deviceId === false, locale);
    if (!validation.success || deviceId === false || fileError || !uploads.ok) {
      return newTicketAnswer(400, {
        fieldErrors: {
          ...(validation.success ? {} : validation.fieldErrors),
          attachments: fileError,
          deviceId: deviceId === false ? words.ticketDeviceCopy.notYours : undefined,
        },
        values: validation.success ? postedValues(form) : { ...validation.values, ...stringFields(form, ["deviceId"]) },
      });
    }
    // Without JavaScript the first post of a problem that published articles answer is a step of the
    // form: the articles, the form as typed (files cannot be given back), and a button to go on.
    if (form.get(SUGGESTIONS_SEEN_FIELD) !== "1") {
      const suggestions = await helpSuggestionsFor(
        db,
        `${validation.data.subject} ${validation.data.description}`,
        undefined,
        locale,
      );
      if (suggestions.length > 0) {
        return newTicketAnswer(200, {
          suggestions,
          filesDropped: uploads.files.length > 0,
          values: postedValues(form),
        });
      }
    }
    const limit = await consumeRateLimit(db, ticketOpenRateLimit, String(user.id), env.RATE_LIMIT_MULTIPLIER);
    if (!limit.allowed) {
      logger.warn(`[ticket-new] rate limit reached for account ${user.id}`);
      return newTicketAnswer(
        429,
        {
          message: words.ticketToasts.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)),
          values: postedValues(form),
        },
        retryAfterHeaders(limit.retryAfterSeconds),
      );
    }
    const opened = await openTicket(db, user, validation.data, {
      deviceId,
      submissionId: submissionKey(form),
      source: sourceOf(form),
      staffEmail: env.STAFF_EMAIL,
      publicUrl: env.PUBLIC_URL,
      files: uploads.files,
    });
    if (!opened) return redirectOutcome(pathIn(locale, "/account/tickets"));
    return redirectWithToast(env, pathIn(locale, customerTicketPath(opened.number)), {
      type: "success",
      message: words.ticketToasts.opened(opened.number),
    });
  },
});

/**
 * "This solved it": the deflection recorded once per copy of the form (its submissionId), for a
 * published article only, and no ticket; the answer keeps what was typed for "Still stuck?".
 */
async function deflect(
  db: Database,
  env: TicketFormEnv,
  userId: number,
  form: FormData,
  solved: FormDataEntryValue,
  words: TicketDeflectionCopy,
): Promise<Outcome<NewTicketActionData>> {
  const values = postedValues(form);
  const articleId = typeof solved === "string" ? idValue(solved) : null;
  const article = articleId ? await publishedHelpSuggestion(db, articleId) : null;
  if (!article) return newTicketAnswer(400, { message: words.notPublished, values });
  const limit = await consumeRateLimit(db, helpDeflectionRateLimit, String(userId), env.RATE_LIMIT_MULTIPLIER);
  if (!limit.allowed) {
    return newTicketAnswer(429, { message: words.tooMany, values }, retryAfterHeaders(limit.retryAfterSeconds));
  }
  const recorded = await recordHelpDeflection(db, {
    articleId: article.id,
    userId,
    query: `${values.subject ?? ""} ${values.description ?? ""}`,
    submissionId: submissionKey(form),
  });
  // Unpublished between the look-up and the insert: refused the same way, nothing stored.
  if (recorded === "unpublished") return newTicketAnswer(400, { message: words.notPublished, values });
  return newTicketAnswer(200, { solved: { slug: article.slug, title: article.title }, values });
}

function replyAnswer(status: number, fields: Partial<ReplyActionData>, headers?: Headers) {
  return dataOutcome<ReplyActionData>(status, { fieldErrors: {}, values: {}, message: null, ...fields }, headers);
}

/** POST /account/tickets/:number, for the signed-in customer the route has checked owns it. */
export function ticketReplyForm(customer: SignedInUser, number: string) {
  return defineForm<ReplyActionData, TicketFormEnv>({
    name: "ticket-reply",
    uploads: ticketUploadRule,
    sameOriginOnly: true,
    refused: (status, message) => replyAnswer(status, { message }),
    unavailable: ({ form, request }) =>
      replyAnswer(503, {
        message: ticketsCustomer[localeOfPost(request)].ticketToasts.failed,
        values: stringFields(form, ["reply"]),
      }),
    async handle({ form, db, env, uploads, request }): Promise<Outcome<ReplyActionData>> {
      const locale = localeOfPost(request);
      const toasts = ticketsCustomer[locale].ticketToasts;
      const validation = validateTicketReplyForm(form, replyMessages(locale));
      const fileError = attachmentsError(uploads, !validation.success, locale);
      if (!validation.success || fileError || !uploads.ok) {
        return replyAnswer(400, {
          fieldErrors: { ...(validation.success ? {} : validation.fieldErrors), attachments: fileError },
          values: validation.success ? { reply: validation.data.reply } : validation.values,
        });
      }
      const typed = { reply: validation.data.reply };
      const limit = await consumeRateLimit(db, ticketReplyRateLimit, String(customer.id), env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        return replyAnswer(
          429,
          { message: toasts.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)), values: typed },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
      }
      const result = await replyAsCustomer(db, customer, number, validation.data.reply, {
        submissionId: submissionKey(form, { name: "replyKey" }),
        staffEmail: env.STAFF_EMAIL,
        publicUrl: env.PUBLIC_URL,
        files: uploads.files,
      });
      const here = pathIn(locale, customerTicketPath(number));
      switch (result.outcome) {
        case "replied":
          return redirectWithToast(env, here, { type: "success", message: toasts.replied });
        case "duplicate":
          return redirectWithToast(env, here, { type: "success", message: toasts.replied });
        case "closed":
          return replyAnswer(409, { message: toasts.closed, values: typed });
        case "merged":
          return replyAnswer(409, { message: toasts.merged(result.into), values: typed });
        default:
          return replyAnswer(404, { message: toasts.failed });
      }
    },
  });
}
