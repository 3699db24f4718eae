// Looking services up: the same rules over the English list (services.ts) and its Malayalam twin
// (services.ml.ts), so both languages show the same ten header services and the same related ones.
import type { Service } from "./schema";

export function serviceCatalogue(services: readonly Service[]) {
  /** The Services dropdown in the header lists ten services: all except preventive maintenance. */
  const headerServices: Service[] = services.filter((service) => service.id !== "preventive-maintenance");
  return {
    headerServiceIds: headerServices.map((service) => service.id) as readonly string[],
    headerServices,
    getService(slug: string): Service | undefined {
      return services.find((service) => service.slug === slug);
    },
    /** The first three other services in list order (spec: "the first three other services"). */
    relatedServices(slug: string, count = 3): Service[] {
      return services.filter((service) => service.slug !== slug).slice(0, count);
    },
  };
}
