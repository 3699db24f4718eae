// The blog's words in Malayalam: the twin of blog.ts. The feed stays English (its title here is only
// what a Malayalam page's <link rel="alternate"> says of it).
import type { BlogListCopy, BlogPostCopy } from "./blog";
import { siteIdentity } from "./site-identity";

export const blogFeedTitle = `${siteIdentity.name} ബ്ലോഗ്`;

export const blogListCopy: BlogListCopy = {
  searchLabel: "ലേഖനങ്ങൾ തിരയുക",
  searchPlaceholder: "തലക്കെട്ട്, വിഷയം, ടാഗ് എന്നിവ വെച്ച് തിരയുക",
  searchButton: "തിരയുക",
  tagsLabel: "ടാഗ് അനുസരിച്ച് തിരഞ്ഞെടുക്കുക",
  allTags: "എല്ലാം",
  featuredLabel: "പ്രധാന ലേഖനം",
  readArticle: "ലേഖനം വായിക്കുക",
  moreArticlesHeading: "കൂടുതൽ ലേഖനങ്ങൾ",
  articlesHeading: "ലേഖനങ്ങൾ",
  emptyTitle: "ലേഖനങ്ങളൊന്നും കണ്ടെത്തിയില്ല",
  emptyText: "തിരയുന്ന വാക്കോ ടാഗോ മാറ്റി നോക്കൂ.",
  clearFilters: "എല്ലാ ലേഖനങ്ങളും കാണിക്കുക",
  paginationLabel: "ബ്ലോഗ് പേജുകൾ",
  previous: "മുമ്പത്തേത്",
  next: "അടുത്തത്",
  updating: "ഫലങ്ങൾ പുതുക്കുന്നു…",
  newsletterTitle: "അടുത്ത ലേഖനം ഇമെയിലിൽ ലഭിക്കാൻ",
  newsletterText:
    "ഈ ലേഖനങ്ങൾ എഴുതുന്ന എഞ്ചിനീയർമാരിൽ നിന്ന്, മാസത്തിൽ ഏകദേശം ഒരിക്കൽ, നിങ്ങളുടെ സ്ഥാപനത്തിനൊരു പ്രായോഗിക IT ടിപ്പ്. സ്പാം ഇല്ല; എപ്പോൾ വേണമെങ്കിലും അൺസബ്സ്ക്രൈബ് ചെയ്യാം.",
  rssLabel: "RSS വഴി സബ്സ്ക്രൈബ് ചെയ്യുക",
  pageOf: (page, total) => `പേജ് ${page} / ${total}`,
  results: (count, q, tag) => {
    const parts = [`${count} ലേഖനങ്ങൾ`];
    if (q) parts.push(`“${q}” എന്ന് തിരഞ്ഞതിൽ`);
    if (tag) parts.push(`“${tag}” ടാഗ് ഉള്ളവ`);
    return parts.length === 1 ? `${parts[0]} കാണിക്കുന്നു` : `${parts.slice(1).join(", ")}: ${parts[0]}`;
  },
};

export const blogPostCopy: BlogPostCopy = {
  backToBlog: "ബ്ലോഗിലേക്ക് മടങ്ങുക",
  tagsLabel: "ടാഗുകൾ",
  onThisPage: "ഈ പേജിൽ",
  shareHeading: "ഈ ലേഖനം പങ്കുവെക്കുക",
  shareOnX: "X-ൽ പങ്കുവെക്കുക",
  shareOnLinkedIn: "LinkedIn-ൽ പങ്കുവെക്കുക",
  copyLink: "ലിങ്ക് കോപ്പി ചെയ്യുക",
  linkCopied: "ലിങ്ക് കോപ്പി ചെയ്തു",
  copyFailed: "ലിങ്ക് കോപ്പി ചെയ്യാനായില്ല. അഡ്രസ് ബാറിൽ നിന്ന് കോപ്പി ചെയ്യൂ.",
  aboutAuthor: "ലേഖകനെക്കുറിച്ച്",
  viewProfile: "പ്രൊഫൈൽ കാണുക",
  moreArticles: "കൂടുതൽ ലേഖനങ്ങൾ",
  relatedHeading: "ബന്ധപ്പെട്ട ലേഖനങ്ങൾ",
  newsletterTitle: "ഈ ലേഖനം ഇഷ്ടപ്പെട്ടോ?",
  newsletterText: "തിരുവനന്തപുരത്തെ സ്ഥാപനങ്ങൾക്കുള്ള പ്രായോഗിക IT ഉപദേശങ്ങൾ, മാസത്തിൽ ഏകദേശം ഒരിക്കൽ, നിങ്ങളുടെ ഇൻബോക്സിൽ.",
  notFoundHeading: "ലേഖനം കണ്ടെത്തിയില്ല",
  notFoundText: "നിങ്ങൾ തിരയുന്ന ബ്ലോഗ് ലേഖനം നിലവിലില്ല.",
  authorLabel: "ലേഖകൻ: ",
  publishedLabel: "പ്രസിദ്ധീകരിച്ചത് ",
  opensInNewTab: " (പുതിയ ടാബിൽ തുറക്കും)",
  readTime: (minutes) => `${minutes} മിനിറ്റ് വായന`,
};
