/** A link to a help article beside other text: its own module, so a page that only links to an article
 * (the ticket form's "this solved it" note) does not take the article lists' code with it. */
export const helpLinkClass = "font-semibold text-brand-800 underline-offset-2 hover:underline";
