import { IconTile } from "~/components/ui/icon";
import type { InfoCard as InfoCardData } from "~/content/schema";

type InfoCardProps = {
  card: InfoCardData;
  /** A short highlight above the title, e.g. 'FREE' on a launch offer. */
  badge?: string;
  tone?: "brand" | "accent";
  /** "plain" drops the border and shadow, for points listed on a tinted background. */
  variant?: "card" | "plain";
};

/** An icon, a title and one or two sentences: capabilities, values, reasons, benefits, offers. */
export function InfoCard({ card, badge, tone = "brand", variant = "card" }: InfoCardProps) {
  const frame = variant === "card" ? "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" : "";
  return (
    <article className={`flex h-full flex-col ${frame}`}>
      <div className="flex items-start justify-between gap-3">
        <IconTile name={card.icon} tone={tone} />
        {badge ? (
          <p className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-bold tracking-wide text-emerald-800 ring-1 ring-emerald-200">
            {badge}
          </p>
        ) : null}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
      <p className="mt-2 text-slate-600">{card.description}</p>
    </article>
  );
}
