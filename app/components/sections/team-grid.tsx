import type { TeamMember } from "~/content/schema";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";

const sections = localized(sectionsEn, sectionsMl);

/** Team members as cards with drawn initials (no stock photography). */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  const { avatarLabel } = sections[useLocale()].aboutSections;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.name} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <div
            role="img"
            aria-label={avatarLabel(member.name, member.initials)}
            className="mx-auto flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-2xl font-bold text-white"
          >
            {member.initials}
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.position}</p>
          <p className="mt-3 text-sm leading-6 text-slate-600">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
