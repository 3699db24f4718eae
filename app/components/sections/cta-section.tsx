import { ButtonLink, type ButtonVariant } from "~/components/ui/button-link";
import { withFarBelow } from "./page-section";

type CtaAction = { label: string; to: string; variant?: ButtonVariant };

/**
 * The closing call to action of a page: a headline, one sentence and up to two links. `farBelow` when
 * it starts far below the first screen on any device (page-section.tsx, withFarBelow).
 */
export function CtaSection({
  title,
  text,
  actions,
  farBelow = false,
}: {
  title: string;
  text: string;
  actions: readonly CtaAction[];
  farBelow?: boolean;
}) {
  return (
    <section
      aria-labelledby="cta-heading"
      className={withFarBelow("bg-gradient-to-br from-brand-800 to-brand-700", farBelow)}
    >
      <div className="container-page py-16 text-center text-white">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) => (
            <ButtonLink
              key={action.to}
              to={action.to}
              variant={action.variant ?? (index === 0 ? "light" : "outline-light")}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
