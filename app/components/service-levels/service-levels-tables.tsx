// The /service-levels tables: each target of the Terms beside the measured figure, or —
// below the minimum sample — that there are not yet enough tickets to publish one. Props only,
// worded on the server in the page's language (lib/service-metrics/public-levels-view.ts).
//
// On a phone each row is stacked — its header, then each cell under its column's name — instead of
// five narrow columns scrolled sideways. The table stays a table (the column names are still its
// header for assistive technology; the visible names in the cells are hidden from it).
import { createContext, type ReactNode, useContext } from "react";
import { TableScroller } from "~/components/ui/table-scroller";
import type { LevelCell, LevelTable } from "~/lib/service-metrics/public-levels-view";

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

/** A measured cell: a figure under its column's name, or a note (in italics) saying why there is none. */
function Measured({ cell: measured }: { cell: LevelCell }) {
  if (measured.kind === "note") {
    return (
      <td colSpan={measured.span} className={`${cell} text-slate-700 italic`}>
        {measured.column !== null && <ColumnName index={measured.column} />}
        {measured.text}
      </td>
    );
  }
  return (
    <td className={`${cell} font-semibold text-slate-900`}>
      <ColumnName index={measured.column} />
      {measured.text}
    </td>
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

/** The tables as worded on the server (lib/service-metrics/public-levels-view.ts). */
export function ServiceLevelsTables({ tables }: { tables: readonly LevelTable[] }) {
  return (
    <div className="space-y-8">
      {tables.map((table) => (
        <Table key={table.caption} caption={table.caption} columns={table.columns}>
          {table.rows.map((row) => (
            <Row key={row.label} label={row.label} target={row.target}>
              {row.cells.map((measured) => (
                <Measured key={measured.column ?? "note"} cell={measured} />
              ))}
            </Row>
          ))}
        </Table>
      ))}
    </div>
  );
}
