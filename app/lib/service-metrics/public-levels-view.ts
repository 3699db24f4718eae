// The /service-levels tables as the words of one language (content/service-levels.ts or its
// Malayalam twin) and the published figures make them: worded on the server, so the page's script
// carries the words of neither language and renders exactly what the server did.
import type * as serviceLevelWords from "~/content/service-levels";
import type { Published, ServiceLevels } from "./public-levels";

export type ServiceLevelWords = typeof serviceLevelWords;

/** A measured cell: a figure, or a note across `span` columns saying why there is none. */
export type LevelCell =
  | { kind: "figure"; text: string; column: number }
  | { kind: "note"; text: string; span?: number; column: number | null };

export type LevelRow = { label: string; target: string; cells: LevelCell[] };
export type LevelTable = { caption: string; columns: readonly string[]; rows: LevelRow[] };

const priorities = ["critical", "high", "medium", "low"] as const;
const types = ["hardware", "software", "network", "data_recovery"] as const;

/** Each target of the Terms beside its measured figure, or the reason there is none yet. */
export function serviceLevelTables(levels: ServiceLevels | null, words: ServiceLevelWords): LevelTable[] {
  const { serviceLevelsCopy: copy, durationText } = words;
  function measured<T>(
    figure: Published<T> | null,
    show: (value: T, counted: number) => string[],
    { span = 1, notEnough = copy.notEnough }: { span?: number; notEnough?: (counted: number) => string } = {},
  ): LevelCell[] {
    // A note across several columns has no single column's name to show on a phone.
    const column = span === 1 ? 2 : null;
    if (!figure) return [{ kind: "note", text: copy.notShown, span, column }];
    if (figure.value === null) return [{ kind: "note", text: notEnough(figure.counted), span, column }];
    return show(figure.value, figure.counted).map((text, index) => ({ kind: "figure", text, column: 2 + index }));
  }
  const response = (priority: (typeof priorities)[number]) =>
    levels?.firstResponse.find((row) => row.priority === priority)?.percentWithin ?? null;
  const resolution = (type: (typeof types)[number]) =>
    levels?.resolution.find((row) => row.type === type)?.figures ?? null;

  return [
    {
      caption: copy.response.caption,
      columns: copy.response.columns,
      rows: priorities.map((priority) => ({
        ...words.responseTargets[priority],
        cells: measured(response(priority), (value, counted) => [copy.response.figure(value, counted)]),
      })),
    },
    {
      caption: copy.resolution.caption,
      columns: copy.resolution.columns,
      rows: types.map((type) => ({
        ...words.resolutionTargets[type],
        cells: measured(
          resolution(type),
          (value, counted) => [
            durationText(value.medianMinutes),
            durationText(value.p90Minutes),
            copy.resolution.figure(value.percentWithin, counted),
          ],
          { span: 3 },
        ),
      })),
    },
    {
      caption: copy.availability.caption,
      columns: copy.availability.columns,
      rows: words.availabilityTargets.map((row) => ({
        ...row,
        cells:
          row.label === words.onSiteTarget.label
            ? measured(
                levels?.onSiteArrival ?? null,
                (value, counted) => [copy.availability.onSite(value.percent, value.within, counted)],
                { notEnough: copy.notEnoughVisits },
              )
            : [{ kind: "note", text: copy.availability.notMeasured, column: 2 }],
      })),
    },
    {
      caption: copy.quality.caption,
      columns: copy.quality.columns,
      rows: [
        {
          ...words.qualityTargets.firstContact,
          cells: measured(levels?.firstContact ?? null, (value, counted) => [
            copy.quality.firstContact(value, counted),
          ]),
        },
        {
          ...words.qualityTargets.satisfaction,
          cells: measured(levels?.satisfaction ?? null, (value, counted) => [
            copy.quality.satisfaction(value.percentSatisfied, value.average, counted, {
              count: value.resolutions,
              responseRate: value.responseRate,
            }),
          ]),
        },
        {
          ...words.qualityTargets.followUp,
          cells: measured(levels?.followUps ?? null, (value, counted) => [copy.quality.followUp(value, counted)]),
        },
      ],
    },
  ];
}
