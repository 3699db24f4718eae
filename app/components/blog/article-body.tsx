// Typography for the article HTML. The markup comes from our own markdown files, rendered and
// sanitised on the server (app/lib/blog/markdown.server.ts), so it carries no classes of its own:
// these descendant selectors style it in place.
const prose = [
  "text-lg leading-8 text-slate-700",
  "[&_p]:mt-5",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900",
  "[&_.heading-anchor]:ml-1 [&_.heading-anchor]:text-slate-500 [&_.heading-anchor]:no-underline [&_.heading-anchor]:opacity-0",
  "[&_.heading-anchor:focus-visible]:opacity-100 [&_:is(h2,h3,h4):hover_.heading-anchor]:opacity-100",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em] [&_code]:text-slate-900",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-sm [&_pre_code]:text-slate-100",
  "[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-xl [&_.table-scroll]:border [&_.table-scroll]:border-slate-200",
  "[&_table]:w-full [&_table]:min-w-[34rem] [&_table]:text-left [&_table]:text-sm md:[&_table]:text-base",
  "[&_th]:bg-slate-50 [&_th]:px-4 [&_th]:py-2.5 [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border-t [&_td]:border-slate-200 [&_td]:px-4 [&_td]:py-2.5 [&_td]:align-top",
].join(" ");

export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className={prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own articles, rendered with raw HTML escaped and URLs sanitised on the server.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
