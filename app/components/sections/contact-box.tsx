import { Mail, Phone } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button-link";
import type { LinkCopy } from "~/content/sections";
import { withFarBelow } from "./page-section";

export type ContactLine = { label: string; value: string; href: string; kind: "phone" | "mail" };

export function phoneLine(label: string, value: string, href: string): ContactLine {
  return { kind: "phone", label, value, href };
}

export function mailLine(label: string, address: string): ContactLine {
  return { kind: "mail", label, value: address, href: `mailto:${address}` };
}

/** A highlighted box with a question, a sentence, phone/email lines and a link to the contact page. */
export function ContactBox({
  id,
  copy,
  lines,
  farBelow = false,
  children,
}: {
  id: string;
  copy: { title: string; text: string; action: LinkCopy };
  lines: readonly ContactLine[];
  /** The box starts far below the first screen on any device (page-section.tsx, withFarBelow). */
  farBelow?: boolean;
  children?: ReactNode;
}) {
  const { title, text, action } = copy;
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={withFarBelow("container-page py-16 md:py-20", farBelow)}>
      <div className="grid gap-8 rounded-3xl bg-gradient-to-br from-slate-900 to-brand-900 p-8 text-white shadow-xl md:p-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-3xl">
            {title}
          </h2>
          <p className="mt-3 max-w-xl text-lg text-slate-200">{text}</p>
          {children}
          <div className="mt-8">
            <ButtonLink to={action.href} variant="light">
              {action.label}
            </ButtonLink>
          </div>
        </div>
        <ul className="space-y-4">
          {lines.map((line) => {
            const LineIcon = line.kind === "phone" ? Phone : Mail;
            return (
              <li key={line.href}>
                <a
                  href={line.href}
                  className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 transition-colors hover:bg-white/15"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-600 text-white">
                    <LineIcon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block text-sm text-slate-300">{line.label}</span>
                    <span className="block text-lg font-semibold break-all">{line.value}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
