/**
 * Name of the honeypot input on public forms: hidden from people (moved off-screen with CSS, out of
 * the tab order, labelled "leave empty"), but bots that fill every field fill it too.
 */
export const HONEYPOT_FIELD = "website";
