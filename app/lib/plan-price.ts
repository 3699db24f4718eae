import type { Plan } from "~/content/schema";

/** A plan's price in one phrase: '₹1,999/month', '₹0 one-time', 'Custom quote'. */
export function planPriceText(plan: Pick<Plan, "price" | "duration">): string {
  return plan.duration.startsWith("/") ? `${plan.price}${plan.duration}` : `${plan.price} ${plan.duration}`;
}
