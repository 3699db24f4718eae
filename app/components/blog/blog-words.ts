// The blog's words in the page's language, for the blog's server-rendered regions (the list, an
// article): they may hold both languages, since their code never reaches the browser. The search box,
// the one hydrated piece, gets its words from the loader instead.
import * as blogEn from "~/content/blog";
import * as blogMl from "~/content/blog.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";

export const blogWords = localized(blogEn, blogMl);

export function useBlogWords() {
  return blogWords[useLocale()];
}
