// The plan dialogs' words in Malayalam (see chooser-words.ts).
import { planRequestCopy } from "~/content/plan-request-form.ml";
import { plans } from "~/content/plans.ml";
import { plansSections } from "~/content/sections.ml";
import { chooserWords } from "./chooser-words";

export const planChooserWords = chooserWords({ plans, dialog: plansSections.dialog, request: planRequestCopy });
