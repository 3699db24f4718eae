// Length limits of the staff's issue form, shared by the page (maxLength) and the schema without
// pulling the schema (and zod) into the page's browser code.
export const ISSUE_SUBJECT_MAX_LENGTH = 150;
export const ISSUE_BODY_MAX_LENGTH = 50_000;
