// The #apply section of an opening's page: the application form while the opening takes
// applications, the confirmation after applying (post/redirect/get lands here), or the closed message
// after the deadline. Only the opening's page imports it, so its code weighs on no other page.
import { useEffect, useRef } from "react";
import { CircleCheck, Mail } from "~/components/ui/icons";
import type { ApplicationActionData } from "~/lib/careers/apply-form";
import type { ApplicationFormWords, ApplySectionWords } from "~/lib/careers/apply-words";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { lazyIsland } from "~/lib/lazy-island";

// The form's code (fields, validation hook, upload progress) is fetched after the page is interactive:
// it stays out of the page's first load (budgets, ADR 012). The server renders it in full, so without
// JavaScript — or until the code arrives — the plain multipart form works.
const ApplicationForm = lazyIsland(() => import("./application-form").then((module) => module.ApplicationForm));

type Props = {
  opening: { id: string; title: string };
  /** The section's words in the page's language, from the loader (lib/careers/apply-words.ts). */
  words: ApplySectionWords;
  /** The form's words: the opening takes applications (state "open"). */
  formWords: ApplicationFormWords | null;
  state: "open" | "applied" | "closed";
  actionData?: ApplicationActionData;
};

function Confirmation({ words }: { words: ApplySectionWords["confirmation"] }) {
  const to = useLocalePath();
  const heading = useRef<HTMLHeadingElement>(null);
  // After the script path navigated here, the news is read out where the reader now is.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-slate-800">
      <h2
        id="apply-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
        {words.heading}
      </h2>
      <p className="mt-3">{words.text}</p>
      <p className="mt-3">
        {words.next}{" "}
        <a href={to("/careers")} className="font-semibold text-brand-800 underline underline-offset-2">
          {words.careersLink}
        </a>
      </p>
    </div>
  );
}

export function ApplySection({ opening, words, formWords, state, actionData }: Props) {
  return (
    <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-24 bg-slate-50 py-16">
      <div className="container-page max-w-3xl">
        {state === "applied" ? (
          <Confirmation words={words.confirmation} />
        ) : state === "closed" ? (
          <div className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="apply-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {words.closed.heading}
            </h2>
            <p className="mt-3 text-slate-700">{words.closed.text}</p>
          </div>
        ) : formWords ? (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="apply-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {words.heading}
            </h2>
            <p className="mt-2 text-slate-700">{words.intro}</p>
            <ApplicationForm opening={opening} words={formWords} actionData={actionData} />
            <p className="mt-6 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <Mail aria-hidden="true" className="size-4 text-brand-700" />
              {words.emailInstead}{" "}
              <a
                href={`mailto:${words.careersEmail}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {words.careersEmail}
              </a>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
