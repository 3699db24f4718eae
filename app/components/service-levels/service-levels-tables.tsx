// The /service-levels tables: each target of the Terms beside the measured figure, or —
// below the minimum sample — that there are not yet enough tickets to publish one. Props only;
// `levels` null when the figures cannot be read (the targets are still shown).
//
// On a phone each row is stacked — its header, then each cell under its column's name — instead of
// five narrow columns scrolled sideways. The table stays a table (the column names are still its
// header for assistive technology; the visible names in the cells are hidden from it).
import { createContext, type ReactNode, useContext } from "react";
import {
  availabilityTargets,
  durationText,
  onSiteTarget,
  qualityTargets,
  resolutionTargets,
  responseTargets,
  serviceLevelsCopy as copy,
} from "~/content/service-levels";
import { TableScroller } from "~/components/ui/table-scroller";
import type { Published, ServiceLevels } from "~/lib/service-metrics/public-levels";

const priorities = ["critical", "high", "medium", "low"] as const;
const types = ["hardware", "software", "network", "data_recovery"] as const;

const cell = "px-4 py-3 align-top max-sm:block max-sm:py-1";
const head = "px-4 py-2.5 font-semibold";

/** The column names of the table being drawn, shown above each cell on a phone. */
const Columns = createContext<readonly string[]>([]);

/** A cell's column name, seen only where rows are stacked (and never read twice). */
function ColumnName({ index }: { index: number }) {
  const name = useContext(Columns)[index];
  return name ? (
    <span aria-hidden="true" className="block text-xs font-medium text-slate-600 not-italic sm:hidden">
      {name}
    </span>
  ) : null;
}

function Table({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <TableScroller label={caption} className="rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="bg-slate-50 px-4 py-3 text-left text-base font-semibold text-slate-900 max-sm:block">
          {caption}
        </caption>
        <thead className="border-y border-slate-200 bg-slate-50 text-slate-700 max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={head}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white max-sm:block max-sm:border-t max-sm:border-slate-200">
          <Columns value={columns}>{children}</Columns>
        </tbody>
      </table>
    </TableScroller>
  );
}

/** The measured cell(s) of a row, or one cell across them saying why there is no figure yet. */
function Measured<T>({
  figure,
  span = 1,
  show,
  notEnough = copy.notEnough,
}: {
  figure: Published<T> | null;
  span?: number;
  show: (value: T, counted: number) => ReactNode[];
  /** What a figure below the minimum sample says (tickets, unless it counts something else). */
  notEnough?: (counted: number) => string;
}) {
  if (!figure) {
    return (
      <td colSpan={span} className={`${cell} text-slate-700 italic`}>
        {span === 1 && <ColumnName index={2} />}
        {copy.notShown}
      </td>
    );
  }
  if (figure.value === null) {
    return (
      <td colSpan={span} className={`${cell} text-slate-700 italic`}>
        {span === 1 && <ColumnName index={2} />}
        {notEnough(figure.counted)}
      </td>
    );
  }
  const value = figure.value;
  return (
    <>
      {show(value, figure.counted).map((content, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed number of columns
        <td key={index} className={`${cell} font-semibold text-slate-900`}>
          <ColumnName index={2 + index} />
          {content}
        </td>
      ))}
    </>
  );
}

function Row({ label, target, children }: { label: string; target: string; children: ReactNode }) {
  return (
    <tr className="max-sm:block max-sm:py-2">
      <th scope="row" className={`${cell} font-normal text-slate-800 max-sm:font-semibold`}>
        {label}
      </th>
      <td className={`${cell} whitespace-nowrap text-slate-900`}>
        <ColumnName index={1} />
        {target}
      </td>
      {children}
    </tr>
  );
}

export function ServiceLevelsTables({ levels }: { levels: ServiceLevels | null }) {
  const response = (priority: (typeof priorities)[number]) =>
    levels?.firstResponse.find((row) => row.priority === priority)?.percentWithin ?? null;
  const resolution = (type: (typeof types)[number]) =>
    levels?.resolution.find((row) => row.type === type)?.figures ?? null;
  return (
    <div className="space-y-8">
      <Table caption={copy.response.caption} columns={copy.response.columns}>
        {priorities.map((priority) => (
          <Row key={priority} {...responseTargets[priority]}>
            <Measured figure={response(priority)} show={(value, counted) => [copy.response.figure(value, counted)]} />
          </Row>
        ))}
      </Table>
      <Table caption={copy.resolution.caption} columns={copy.resolution.columns}>
        {types.map((type) => (
          <Row key={type} {...resolutionTargets[type]}>
            <Measured
              figure={resolution(type)}
              span={3}
              show={(value, counted) => [
                durationText(value.medianMinutes),
                durationText(value.p90Minutes),
                copy.resolution.figure(value.percentWithin, counted),
              ]}
            />
          </Row>
        ))}
      </Table>
      <Table caption={copy.availability.caption} columns={copy.availability.columns}>
        {availabilityTargets.map((row) =>
          row.label === onSiteTarget.label ? (
            <Row key={row.label} {...row}>
              <Measured
                figure={levels?.onSiteArrival ?? null}
                notEnough={copy.notEnoughVisits}
                show={(value, counted) => [copy.availability.onSite(value.percent, value.within, counted)]}
              />
            </Row>
          ) : (
            <Row key={row.label} {...row}>
              <td className={`${cell} text-slate-700 italic`}>
                <ColumnName index={2} />
                {copy.availability.notMeasured}
              </td>
            </Row>
          ),
        )}
      </Table>
      <Table caption={copy.quality.caption} columns={copy.quality.columns}>
        <Row {...qualityTargets.firstContact}>
          <Measured
            figure={levels?.firstContact ?? null}
            show={(value, counted) => [copy.quality.firstContact(value, counted)]}
          />
        </Row>
        <Row {...qualityTargets.satisfaction}>
          <Measured
            figure={levels?.satisfaction ?? null}
            show={(value, counted) => [
              copy.quality.satisfaction(value.percentSatisfied, value.average, counted, {
                count: value.resolutions,
                responseRate: value.responseRate,
              }),
            ]}
          />
        </Row>
        <Row {...qualityTargets.followUp}>
          <Measured
            figure={levels?.followUps ?? null}
            show={(value, counted) => [copy.quality.followUp(value, counted)]}
          />
        </Row>
      </Table>
    </div>
  );
}
