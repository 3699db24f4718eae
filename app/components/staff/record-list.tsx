// A staff list: the count line ("1–25 of N", a live region so a filtered list announces itself),
// the records as a table, and Previous / Next. Props only; the words and columns come from the page.
//
// On a phone each row is a stacked card — its first cell as the card's title, then every other cell
// under its column's name — so no column is off-screen. The table stays a table for assistive
// technology: the column names in the cards are CSS-generated text with an empty alternative, so
// screen readers (which have the header row) do not hear them twice, and a cell's text is its value
// alone (what copying a cell, and the tests, read).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DateTime } from "./date-time";
import { FilterForm } from "./list-filters";
import { StaffPagination } from "./staff-pagination";

export type RecordColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the cell (alignment, wrapping). */
  className?: string;
};

export type ListWindow = { first: number; last: number; total: number; page: number; pageCount: number };

/** In the shape of a list page's copy (app/content/staff-*.ts), so a page can pass its copy as it is. */
export type RecordListWords = {
  /** The table's caption: its accessible name. */
  tableLabel: string;
  empty: string;
  /** The count line; a list that shows no count (its page size is its whole story) leaves it out. */
  summary?: (first: number, last: number, total: number) => string;
  /** Only for a list with pages (see `href`). */
  pagination?: { label: string; previous: string; next: string; page: (n: number, of: number) => string };
};

const cellClass = "px-4 py-3 align-top max-sm:block max-sm:py-1";
// `content: attr(data-label) / ""`: shown on a phone, an empty alternative for assistive technology.
const cardLabelClass =
  'max-sm:before:block max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)_/_""]';

export function RecordList<Row extends { id: number | string }>({
  rows,
  window,
  columns,
  words,
  href,
}: {
  rows: readonly Row[];
  /** Where this page sits in the list; a list shown whole (no pages) leaves it out. */
  window?: ListWindow;
  /** The first column is the row's header (its link); the rest are its details. */
  columns: readonly [RecordColumn<Row>, ...RecordColumn<Row>[]];
  words: RecordListWords;
  /** The list's URL for another page, with its filters kept; a list shown whole leaves it out. */
  href?: (page: number) => string;
}) {
  const [title, ...details] = columns;
  const shown = window ?? { first: 1, last: rows.length, total: rows.length, page: 1, pageCount: 1 };
  return (
    <>
      {rows.length === 0 || words.summary ? (
        <p className="mt-6 text-sm text-slate-700" role="status">
          {rows.length === 0 ? words.empty : words.summary?.(shown.first, shown.last, shown.total)}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <div className="mt-2 rounded-xl border border-slate-200 sm:overflow-x-auto">
          <table className="w-full text-left text-sm max-sm:block">
            <caption className="sr-only">{words.tableLabel}</caption>
            <thead className="bg-slate-50 text-slate-700 max-sm:sr-only">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white max-sm:block">
              {rows.map((row) => (
                <tr key={row.id} className="max-sm:block max-sm:py-2">
                  <th scope="row" className={`max-w-xs font-medium break-words ${cellClass} ${title.className ?? ""}`}>
                    {title.cell(row)}
                  </th>
                  {details.map((column) => (
                    <td
                      key={column.header}
                      data-label={column.header}
                      className={`text-slate-800 ${cellClass} ${cardLabelClass} ${column.className ?? ""}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {href && words.pagination ? (
        <StaffPagination page={shown.page} pageCount={shown.pageCount} href={href} words={words.pagination} />
      ) : null}
    </>
  );
}

/** The cells of a column of moments: kept on one line, a shade lighter than the record's title. */
export const timeCellClass = "whitespace-nowrap text-slate-700";

/** A column of when each record happened (received, applied, created…). */
export function timeColumn<Row>(header: string, at: (row: Row) => Date | string): RecordColumn<Row> {
  return { header, className: timeCellClass, cell: (row) => <DateTime value={at(row)} /> };
}

/** Who works on each record, or the list's word for nobody. */
export function assigneeColumn<Row extends { assigneeName: string | null }>(
  header: string,
  nobody: string,
): RecordColumn<Row> {
  return { header, cell: (row) => row.assigneeName ?? nobody };
}

/** A list page's heading and the sentence under it. */
export function ListHeader({ heading, intro }: { heading: string; intro: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-1 text-slate-700">{intro}</p>
    </>
  );
}

/** A record's title in a list, linking to its page (the first cell, a card's title on a phone). */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-brand-800 underline underline-offset-2 hover:text-brand-900">
      {children}
    </Link>
  );
}

/**
 * A whole list page: its heading (and `tabs` under it, where the list is one of a desk's views) and
 * intro, the filter bar around `filters` (its fields), then the list. `path` is the list's URL: Clear
 * goes there, and another page of the list is `path` with `search(page)`.
 */
export function RecordListPage<Row extends { id: number | string }>({
  copy,
  path,
  search,
  tabs,
  filterColumns,
  filters,
  list,
  columns,
  children,
}: {
  copy: RecordListWords & { heading: string; intro: string; filters: { legend: string; apply: string; clear: string } };
  path: string;
  search: (page: number) => string;
  tabs?: ReactNode;
  /** Tailwind grid columns of the filter bar on wide screens, e.g. "lg:grid-cols-3". */
  filterColumns: string;
  filters: ReactNode;
  list: ListWindow & { rows: readonly Row[] };
  columns: readonly [RecordColumn<Row>, ...RecordColumn<Row>[]];
  /** What stands under the list (a word on how long records are kept). */
  children?: ReactNode;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      {tabs}
      <p className={`${tabs ? "mt-3" : "mt-1"} text-slate-700`}>{copy.intro}</p>
      <FilterForm words={copy.filters} columns={filterColumns} clearHref={path}>
        {filters}
      </FilterForm>
      <RecordList
        rows={list.rows}
        window={list}
        columns={columns}
        words={copy}
        href={(page) => `${path}${search(page)}`}
      />
      {children}
    </>
  );
}
