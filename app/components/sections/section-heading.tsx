type SectionHeadingProps = { id?: string; eyebrow?: string; title: string; intro?: string; align?: "left" | "center" };

/** The <h2> and short lead that open a page section. Pass `id` and reference it with aria-labelledby. */
export function SectionHeading({ id, eyebrow, title, intro, align = "center" }: SectionHeadingProps) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h2
        id={id}
        className="mt-1 text-3xl font-bold tracking-tight text-balance break-words text-slate-900 md:text-4xl"
      >
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-slate-600">{intro}</p> : null}
    </div>
  );
}
