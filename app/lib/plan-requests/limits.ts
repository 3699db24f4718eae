// Length limits of the staff's plan-request form, shared by the page (maxLength) and the schema
// without pulling the schema (and zod) into the page's browser code.
export const PLAN_REQUEST_MESSAGE_MAX_LENGTH = 2000;
