// The customer's forms on /account/devices/new and a device's page (POST /account/devices/{id}): save
// the device's details, retire it, or revoke its printed labels. Plain form posts (they work without
// JavaScript) through the form pipeline: origin check, bounded body, a rate limit per account.
// Success is post/redirect/get with a toast; a refusal comes back as data, shown beside its fields.
import { createContext } from "react-router";
import * as labelsEn from "~/content/device-labels";
import * as labelsMl from "~/content/device-labels.ml";
import * as devicesEn from "~/content/devices-customer";
import * as devicesMl from "~/content/devices-customer.ml";
import * as formsEn from "~/content/forms";
import * as formsMl from "~/content/forms.ml";
import type { Env } from "~/lib/env.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { dataOutcome, type Outcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { stringFields } from "~/lib/forms/fields";
import { defineForm, type SignedInUser } from "~/lib/forms/pipeline.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import { deviceCoverOf } from "~/lib/contracts/coverage.server";
import { type DeviceDetails, deviceDetailsFieldNames, readDeviceDetails } from "./device-details";
import { type DeviceActionData, type DeviceIntent, deviceIntents, devicePhotoRule, OTHER_SITE } from "./device-form";
import { addDevice, devicesOf, editDevice, retireDevice } from "./devices.server";
import { issueLabels, revokeLabel } from "./labels.server";
import { replacePostedPhoto } from "./photos.server";

/** Generous for a customer entering their devices one by one; a wall for a script looping on one account. */
export const deviceFormRateLimit: RateLimitRule = { name: "device-form", limit: 60, windowMs: 60 * 60_000 };

type DeviceFormEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER">;

export const devicesPath = "/account/devices";
export const devicePath = (id: number) => `/account/devices/${id}`;

const labelWords = localized(labelsEn, labelsMl);
const deviceWords = localized(devicesEn, devicesMl);
const formWords = localized(formsEn, formsMl);

/** The page's answer to a post that does not redirect, rendered by the loader run after the action. */
export const devicePageAnswer = createContext<DeviceActionData | null>(null);

function answer(status: number, fields: Partial<DeviceActionData>, headers?: Headers) {
  return dataOutcome<DeviceActionData>(
    status,
    { intent: null, message: null, fieldErrors: {}, values: {}, ...fields },
    headers,
  );
}

function intentOf(form: FormData): DeviceIntent | null {
  return deviceIntents.find((intent) => intent === form.get("intent")) ?? null;
}

/**
 * The checked details with their site: one of the contract's sites (posted as its position in the
 * list) or the address typed; null when the posted site is not one offered.
 */
function withSite(
  details: DeviceDetails,
  site: string,
  sites: readonly { address: string; area: string }[],
): DeviceDetails | null {
  if (site === OTHER_SITE || site === "") return details;
  const chosen = /^\d{1,4}$/.test(site) ? sites[Number(site)] : undefined;
  return chosen ? { ...details, siteAddress: chosen.address, siteArea: chosen.area } : null;
}

/** POST /account/devices/new (`id` null) or /account/devices/{id}, for a device the route has checked is theirs. */
export function deviceForm(customer: SignedInUser, id: number | null, locale: Locale = "en") {
  const { deviceFormCopy, deviceToasts } = deviceWords[locale];
  // After a post, the page again in the language it was posted from.
  const devicePathHere = (deviceId: number) => pathIn(locale, devicePath(deviceId));
  return defineForm<DeviceActionData, DeviceFormEnv>({
    name: "device-form",
    maxBytes: 16 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => answer(status, { message }),
    unavailable: ({ form }) => answer(503, { intent: intentOf(form), message: deviceToasts.failed }),
    async handle({ form, db, env }): Promise<Outcome<DeviceActionData>> {
      const intent = intentOf(form);
      if (!intent || ((intent === "retire" || intent === "revoke-label") && id === null))
        return answer(400, { message: deviceToasts.failed });
      const limit = await consumeRateLimit(db, deviceFormRateLimit, String(customer.id), env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        return answer(
          429,
          { intent, message: deviceToasts.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)) },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
      }

      if (intent === "retire" && id !== null) {
        if (form.get("confirm") !== "on") {
          return answer(400, { intent, fieldErrors: { confirm: deviceFormCopy.retireRequired } });
        }
        const result = await retireDevice(db, customer, id, customer.id);
        if (result.outcome === "missing") return answer(404, { intent, message: deviceToasts.failed });
        return redirectWithToast(env, pathIn(locale, devicesPath), { type: "success", message: deviceToasts.retired });
      }

      if (intent === "revoke-label" && id !== null) {
        const result = await revokeLabel(db, customer, id, customer.id);
        if (result === "missing") return answer(404, { intent, message: deviceToasts.failed });
        const message = result === "changed" ? deviceToasts.labelRevoked : deviceToasts.unchanged;
        return redirectWithToast(env, devicePathHere(id), { type: "success", message });
      }

      const values = stringFields(form, [...deviceDetailsFieldNames, "site"]);
      const checked = readDeviceDetails(form, deviceFormCopy, formWords[locale].fieldMessages);
      if (!checked.success) return answer(400, { intent, fieldErrors: checked.fieldErrors, values });
      const cover = await deviceCoverOf(db, customer.id);
      const details = withSite(checked.data, values.site, cover.sites);
      if (!details) return answer(400, { intent, values, fieldErrors: { site: deviceFormCopy.siteInvalid } });

      // A device newly counted must fit in the covering contract's device limit (checked by the
      // command, under a lock: two posts at once cannot both take the last place).
      const deviceLimit = cover.contract?.deviceLimit ?? null;
      const overLimit = () =>
        answer(409, { intent, values, fieldErrors: { covered: deviceToasts.overLimit(deviceLimit ?? 0) } });

      if (id === null) {
        const added = await addDevice(db, customer, customer.id, details, deviceLimit);
        if (added.outcome === "over-limit") return overLimit();
        return redirectWithToast(env, devicePathHere(added.id), { type: "success", message: deviceToasts.added });
      }
      const result = await editDevice(db, customer, id, customer.id, details, deviceLimit);
      switch (result.outcome) {
        case "over-limit":
          return overLimit();
        case "changed":
          return redirectWithToast(env, devicePathHere(id), { type: "success", message: deviceToasts.saved });
        case "unchanged":
          return redirectWithToast(env, devicePathHere(id), { type: "info", message: deviceToasts.unchanged });
        default:
          return answer(404, { intent, message: deviceToasts.failed });
      }
    },
  });
}

/**
 * POST /account/devices/{id} with the photo (multipart), for a device the route has checked is
 * theirs: the file is checked by content and size while it streams in, then replaces the old photo.
 */
export function devicePhotoForm(customer: SignedInUser, id: number, locale: Locale = "en") {
  const { deviceToasts } = deviceWords[locale];
  return defineForm<DeviceActionData, DeviceFormEnv>({
    name: "device-photo",
    maxBytes: 1024,
    sameOriginOnly: true,
    uploads: devicePhotoRule,
    refused: (status, message) => answer(status, { intent: "photo", fieldErrors: { photo: message } }),
    unavailable: () => answer(503, { intent: "photo", message: deviceToasts.failed }),
    async handle({ db, env, uploads }): Promise<Outcome<DeviceActionData>> {
      const limit = await consumeRateLimit(db, deviceFormRateLimit, String(customer.id), env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        return answer(
          429,
          { intent: "photo", message: deviceToasts.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)) },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
      }
      const result = await replacePostedPhoto(db, customer, id, customer.id, uploads);
      if (result.outcome === "refused")
        return answer(400, { intent: "photo", fieldErrors: { photo: result.message ?? deviceToasts.failed } });
      if (result.outcome === "missing") return answer(404, { intent: "photo", message: deviceToasts.failed });
      return redirectWithToast(env, pathIn(locale, devicePath(id)), {
        type: "success",
        message: deviceToasts.photoSaved,
      });
    },
  });
}

/** The labels page's answer to a post that does not redirect, rendered by the loader run after the action. */
export const labelsPageAnswer = createContext<DeviceActionData | null>(null);

/**
 * POST /account/devices/labels ("Make labels"): gives the sheet's devices without a label their
 * token — all of the customer's devices in use, or `deviceId` (checked by the route to be theirs) —
 * then shows the sheet again (`sheetPath`).
 */
export function labelsForm(customer: SignedInUser, deviceId: number | null, sheetPath: string, locale: Locale = "en") {
  const toasts = labelWords[locale].deviceLabelCopy.toasts;
  const { deviceToasts } = deviceWords[locale];
  return defineForm<DeviceActionData, DeviceFormEnv>({
    name: "device-labels",
    maxBytes: 1024,
    sameOriginOnly: true,
    refused: (status, message) => answer(status, { message }),
    unavailable: () => answer(503, { message: toasts.failed }),
    async handle({ form, db, env }): Promise<Outcome<DeviceActionData>> {
      if (form.get("intent") !== "make-labels") return answer(400, { message: toasts.failed });
      const limit = await consumeRateLimit(db, deviceFormRateLimit, String(customer.id), env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        return answer(
          429,
          { message: deviceToasts.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)) },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
      }
      const ids = deviceId === null ? (await devicesOf(db, customer.id)).map((device) => device.id) : [deviceId];
      const made = await issueLabels(db, customer, ids, customer.id);
      return made > 0
        ? redirectWithToast(env, sheetPath, { type: "success", message: toasts.made(made) })
        : redirectWithToast(env, sheetPath, { type: "info", message: toasts.none });
    },
  });
}
