// A status shown as a coloured pill; the colour only repeats what the text says.
const tones: Record<string, string> = {
  requested: "bg-amber-100 text-amber-900",
  pending: "bg-amber-100 text-amber-900",
  draft: "bg-slate-200 text-slate-800",
  contacted: "bg-brand-100 text-brand-900",
  sending: "bg-brand-100 text-brand-900",
  active: "bg-emerald-100 text-emerald-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  sent: "bg-emerald-100 text-emerald-900",
  declined: "bg-slate-200 text-slate-800",
  cancelled: "bg-slate-200 text-slate-800",
  unsubscribed: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold ${tones[status] ?? tones.draft}`}>
      {label}
    </span>
  );
}
