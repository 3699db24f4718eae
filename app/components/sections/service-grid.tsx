import { PlansTeaserCard } from "~/components/cards/plans-teaser-card";
import { ServiceCard } from "~/components/cards/service-card";
import type { Service } from "~/content/schema";

/** Every service as a card, completed by the AMC plans tile so the last row is full. */
export function ServiceGrid({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.slug}>
          <ServiceCard service={service} />
        </li>
      ))}
      <li>
        <PlansTeaserCard />
      </li>
    </ul>
  );
}
