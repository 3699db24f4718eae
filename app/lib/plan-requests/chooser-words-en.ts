// The plan dialogs' words in English (see chooser-words.ts).
import { planRequestCopy } from "~/content/plan-request-form";
import { plans } from "~/content/plans";
import { plansSections } from "~/content/sections";
import { chooserWords } from "./chooser-words";

export const planChooserWords = chooserWords({ plans, dialog: plansSections.dialog, request: planRequestCopy });
