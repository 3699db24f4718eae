import { ArrowLink } from "~/components/ui/arrow-link";

type NotFoundViewProps = { heading: string; text: string; backTo: string; backLabel: string };

const backLinkClass =
  "mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";

/** 'Service Not Found', 'Project Not Found' …: what is missing and a way back. */
export function NotFoundView({ heading, text, backTo, backLabel }: NotFoundViewProps) {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <ArrowLink to={backTo} back className={backLinkClass}>
        {backLabel}
      </ArrowLink>
    </section>
  );
}
