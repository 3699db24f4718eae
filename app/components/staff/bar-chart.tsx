// A horizontal bar chart drawn on the server as inline SVG (staff reports): no script, no
// client library, readable without JavaScript. It is an image with a <title> and a <desc> that say
// what it shows in words; the page puts the same figures in a table beside it. Props only.
// Drawn narrow and shown at most a little larger (max-w-lg): the whole drawing scales with the
// page, text included, so a wide drawing squeezed onto a phone (640 units into ~380 px) had 7 px
// labels. At 424 units the labels stay at 12-13 px on a 412 px phone and ~16 px on a desktop.
const WIDTH = 424;
const LABEL_WIDTH = 110;
const VALUE_WIDTH = 92;
const BAR_HEIGHT = 18;
const BAR_GAP = 4;
const GROUP_GAP = 14;
const PAD = 8;

/** Fill classes of the series, in order: strong enough against white (WCAG 1.4.11, 3:1). */
const seriesFill = ["fill-brand-700", "fill-slate-500"] as const;

export type BarGroup = {
  label: string;
  /** One bar per series; null draws no bar and shows the empty text. */
  values: (number | null)[];
  /** The text shown after each bar (the value with its unit). */
  texts: string[];
};

export function BarChart({
  id,
  title,
  desc,
  groups,
  max,
  series,
}: {
  id: string;
  title: string;
  desc: string;
  groups: BarGroup[];
  /** The value of a full-width bar (100 for percentages); the largest value when omitted. */
  max?: number;
  /** Names of the series, shown as a legend when there are two or more. */
  series?: string[];
}) {
  const seriesCount = Math.max(1, ...groups.map((group) => group.values.length));
  const largest = max ?? Math.max(0, ...groups.flatMap((group) => group.values.map((value) => value ?? 0)));
  const scale = largest > 0 ? (WIDTH - LABEL_WIDTH - VALUE_WIDTH - 2 * PAD) / largest : 0;
  const groupHeight = seriesCount * BAR_HEIGHT + (seriesCount - 1) * BAR_GAP;
  const legendHeight = series && series.length > 1 ? 24 : 0;
  const height = PAD * 2 + legendHeight + groups.length * groupHeight + Math.max(0, groups.length - 1) * GROUP_GAP;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="mt-4 h-auto w-full max-w-lg"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      {legendHeight > 0 && series ? (
        <g>
          {series.map((name, index) => (
            <g key={name} transform={`translate(${LABEL_WIDTH + PAD + index * 160} ${PAD})`}>
              <rect width="12" height="12" y="2" className={seriesFill[index % seriesFill.length]} />
              <text x="18" y="12" className="fill-slate-800 text-[13px]">
                {name}
              </text>
            </g>
          ))}
        </g>
      ) : null}
      {groups.map((group, groupIndex) => {
        const top = PAD + legendHeight + groupIndex * (groupHeight + GROUP_GAP);
        return (
          <g key={group.label} transform={`translate(0 ${top})`}>
            <text x={LABEL_WIDTH} y={groupHeight / 2 + 4} textAnchor="end" className="fill-slate-800 text-[14px]">
              {group.label}
            </text>
            {group.values.map((value, index) => {
              const y = index * (BAR_HEIGHT + BAR_GAP);
              const width = value === null ? 0 : Math.max(value > 0 ? 2 : 0, value * scale);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: series are positional
                <g key={index}>
                  <rect
                    x={LABEL_WIDTH + PAD}
                    y={y}
                    width={width}
                    height={BAR_HEIGHT}
                    className={seriesFill[index % seriesFill.length]}
                  />
                  <text x={LABEL_WIDTH + PAD + width + 6} y={y + BAR_HEIGHT - 5} className="fill-slate-800 text-[13px]">
                    {group.texts[index] ?? ""}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
