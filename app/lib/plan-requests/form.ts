// The plan-request note's limit, without the schema: the dialog needs it to render, and the schema
// (zod, the plans' content) stays out of the pages' bundles.
export const PLAN_REQUEST_NOTE_MAX_LENGTH = 1000;
