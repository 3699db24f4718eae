import { PlanCard } from "~/components/cards/plan-card";
import { buttonClassName } from "~/components/ui/button-link";
import type { Plan } from "~/content/schema";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { planAccountHref } from "~/lib/plan-links";

const sections = localized(sectionsEn, sectionsMl);

/**
 * The plan cards, rendered on the server only (a static region). Each 'Choose plan' is a link to
 * sign-in carrying the plan — what it does without JavaScript; a signed-in visitor following it goes
 * straight on to the request confirmation. PlanChooser turns the links into dialog buttons.
 */
export function PlanCards({ plans, returnTo }: { plans: readonly Plan[]; returnTo: string }) {
  const { plansSections } = sections[useLocale()];
  const to = useLocalePath();
  return (
    <ul className="grid gap-x-6 gap-y-10 pt-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5 xl:gap-x-4">
      {plans.map((plan) => (
        <li key={plan.id} id={`plan-${plan.id}`}>
          <PlanCard
            plan={plan}
            action={
              <a
                href={to(planAccountHref("/login", plan.id, returnTo))}
                data-choose-plan={plan.id}
                // The visible words start the accessible name (WCAG 2.5.3); the plan's name tells the five apart.
                aria-label={`${plansSections.chooseLabel}: ${plan.name}`}
                className={`${buttonClassName(plan.popular ? "primary" : "secondary")} w-full`}
              >
                {plansSections.chooseLabel}
              </a>
            }
          />
        </li>
      ))}
    </ul>
  );
}
