import { InfoCard } from "~/components/cards/info-card";
import type { InfoCard as InfoCardData, LaunchOffer } from "~/content/schema";

type Columns = 2 | 3 | 4;

const columnClasses: Record<Columns, string> = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** A list of InfoCards in a responsive grid (launch offers show their badge). */
export function InfoCardGrid({
  cards,
  columns = 3,
  tone,
  variant,
  spacing,
}: {
  cards: readonly (InfoCardData | LaunchOffer)[];
  columns?: Columns;
  tone?: "brand" | "accent";
  variant?: "card" | "plain";
  /** The room above the grid where no section frame gives it (e.g. "mt-10"). */
  spacing?: string;
}) {
  return (
    <ul className={`${spacing ? `${spacing} ` : ""}grid gap-6 ${columnClasses[columns]}`}>
      {cards.map((card) => (
        <li key={card.title}>
          <InfoCard card={card} badge={"badge" in card ? card.badge : undefined} tone={tone} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
