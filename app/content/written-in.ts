// What a page says about a record written in the other language: the list's badge beside its title,
// and the notice page a record gets at the other language's address (`/ml/blog/{english-post}`), which
// links to the record where it is written. Help articles, blog posts and job openings share them.
export type RecordKind = "blog" | "help" | "careers";

export type WrittenInCopy = {
  /** Beside a title on a list: the record is in the other language. */
  badge: string;
  notice: Record<RecordKind, { heading: string; text: string; link: string }>;
};

export const writtenInCopy: WrittenInCopy = {
  badge: "In Malayalam",
  notice: {
    blog: {
      heading: "This article is in Malayalam",
      text: "It was written in Malayalam only: there is no English version.",
      link: "Read it in Malayalam",
    },
    help: {
      heading: "This help article is in Malayalam",
      text: "It was written in Malayalam only: there is no English version.",
      link: "Read it in Malayalam",
    },
    careers: {
      heading: "This opening is described in Malayalam",
      text: "Its details were written in Malayalam only: there is no English version.",
      link: "Read it in Malayalam",
    },
  },
};
