import { useId } from "react";
import type * as React from "react";

import { cn } from "../lib/cn";

export type DataTableColumn<Row> = {
  /** Unique column key; without `render`, the cell shows `row[key]` when it is a string or number. */
  key: string;
  /** Column header text (a <th scope="col">). */
  header: React.ReactNode;
  /** Right-aligns header and cells with tabular figures, for scores and counts. Default false. */
  numeric?: boolean;
  /** Makes this column's cells row headers (<th scope="row">), e.g. the student or course name. Default false. */
  rowHeader?: boolean;
  /** Custom cell content; receives the row. */
  render?: (row: Row) => React.ReactNode;
  /**
   * In the stacked layout (`layout="stack-on-phone"`, below 640 px), shows this cell right after the row's title,
   * before the other cells (e.g. a status or the problems found). Only the order on screen changes: assistive tech
   * and the keyboard keep the columns' order, so keep links and buttons out of such a column. Default false.
   */
  stackFirst?: boolean;
  /**
   * In the stacked layout, shows the column's header beside each of its cells. Default true, but false for a row
   * header, which is the row's title (set it for a title that is no name, e.g. a line number).
   */
  stackLabel?: boolean;
};

export type DataTableGroup<Row> = {
  /** Stable key of the group (e.g. the student's user_id). */
  key: React.Key;
  /** The group's header, shown as a full-width row header above its rows (e.g. the student's name). */
  header: React.ReactNode;
  /** The group's rows (e.g. one per course). */
  rows: readonly Row[];
  /** Text shown in place of rows when the group has none (e.g. "No courses yet."). */
  emptyText?: React.ReactNode;
};

type Data<Row> =
  | {
      /** Flat rows. */
      rows: readonly Row[];
      groups?: never;
    }
  | {
      /** Rows grouped under a header row each (students × courses): one <tbody> per group. */
      groups: readonly DataTableGroup<Row>[];
      rows?: never;
    };

export type DataTableProps<Row> = Omit<React.ComponentProps<"table">, "children"> &
  Data<Row> & {
    /** The table's caption; it also names the scrollable region around the table. */
    caption: React.ReactNode;
    /** Hides the caption visually (it stays the table's and region's name). Default false. */
    captionHidden?: boolean;
    /** The columns, in order. */
    columns: readonly DataTableColumn<Row>[];
    /** Stable key of a row (e.g. its id). */
    getRowKey: (row: Row, index: number) => React.Key;
    /** Shown in a single full-width cell when there are no rows or groups. Default "No data to show.". */
    emptyText?: React.ReactNode;
    /**
     * "table" (default): a table at every width, scrolled inside its region on a narrow screen; for a matrix
     * (students × items) that reads across. "stack-on-phone": below 640 px (Tailwind's `sm`) each row is a block
     * of its own, its row header the title and every other cell on a line of its own beside its column's header
     * (`stackFirst` columns first); from 640 px up it is the same table. For lists whose rows are read one by one.
     */
    layout?: "table" | "stack-on-phone";
  };

const numberFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });

function defaultCell(row: unknown, key: string): React.ReactNode {
  const value = typeof row === "object" && row !== null ? (row as Record<string, unknown>)[key] : undefined;
  if (typeof value === "number") return numberFormat.format(value);
  if (typeof value === "string") return value;
  return null;
}

/** The classes a stacked table (`layout="stack-on-phone"`) adds, all under `max-sm:` (below 640 px). */
const stackedClasses = {
  table: "max-sm:block",
  caption: "max-sm:block",
  // Kept for screen readers, hidden on screen: each cell shows its header beside it instead.
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:py-3",
  // A label beside the value; a long word (an e-mail address) breaks where it must. A cell with nothing in it
  // (no problems, no answers yet) takes no line on screen, and stays in its place for screen readers.
  cell: "max-sm:grid max-sm:grid-cols-[minmax(5rem,30%)_minmax(0,1fr)] max-sm:gap-x-3 max-sm:py-0 max-sm:text-left max-sm:[overflow-wrap:anywhere] max-sm:has-[>div:empty]:sr-only",
  title: "max-sm:order-first max-sm:text-base max-sm:font-semibold",
  first: "max-sm:-order-1",
  // The header row of a group and the empty text: one full-width line.
  wide: "max-sm:block",
};

/**
 * A real <table> with a caption, column headers and optional row headers, inside a horizontally
 * scrollable region that keyboard users can focus and scroll (arrow keys) when the table is wider
 * than the screen. Grouped data (students × courses) gets one <tbody> per group whose first row is a
 * full-width <th scope="rowgroup"> (decision record 040). `className` and other table props go to the <table>.
 *
 * `layout="stack-on-phone"` shows each row as a block below 640 px (decision record 180). `display: block` takes
 * a table's semantics away in browsers, so such a table states them again with explicit roles (table, rowgroup,
 * row, columnheader, rowheader, cell; Adrian Roselli, "Tables, CSS Display Properties, and ARIA") at every width,
 * and its column headers stay for screen readers while each cell shows its header beside it on screen, hidden from
 * assistive tech (`data-slot="data-table-label"`). A table that does not opt in renders exactly as before.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  groups,
  getRowKey,
  emptyText = "No data to show.",
  layout = "table",
  className,
  ...props
}: DataTableProps<Row>) {
  const captionId = `${useId()}-caption`;
  const columnCount = Math.max(columns.length, 1);
  const isEmpty = groups ? groups.length === 0 : (rows ?? []).length === 0;
  const stacked = layout === "stack-on-phone";
  /** The explicit role of an element of a stacked table; none (the element's own) otherwise. */
  const role = (name: string) => (stacked ? name : undefined);
  /** Classes only a stacked table has: a table that does not opt in keeps its markup as it was. */
  const onlyStacked = (classes: string) => (stacked ? classes : undefined);

  const renderCell = (row: Row, column: DataTableColumn<Row>) => {
    const content = column.render ? column.render(row) : defaultCell(row, column.key);
    if (!stacked) return content;
    const labelled = column.stackLabel ?? !column.rowHeader;
    return (
      <>
        {labelled ? (
          <span
            data-slot="data-table-label"
            aria-hidden="true"
            className="hidden font-medium text-muted-foreground max-sm:block"
          >
            {column.header}
          </span>
        ) : null}
        <div className={cn("min-w-0", !labelled && "max-sm:col-span-full")}>{content}</div>
      </>
    );
  };

  const renderRow = (row: Row, index: number) => (
    <tr
      key={getRowKey(row, index)}
      role={role("row")}
      className={cn("border-b border-border last:border-b-0", stacked && stackedClasses.row)}
    >
      {columns.map((column) => {
        const Cell = column.rowHeader ? "th" : "td";
        return (
          <Cell
            key={column.key}
            scope={column.rowHeader ? "row" : undefined}
            role={role(column.rowHeader ? "rowheader" : "cell")}
            className={cn(
              "px-4 py-3 align-top text-foreground",
              column.rowHeader && "font-medium",
              column.numeric ? "text-right tabular-nums" : column.rowHeader && "text-left",
              stacked && stackedClasses.cell,
              stacked && column.rowHeader && stackedClasses.title,
              stacked && !column.rowHeader && column.stackFirst && stackedClasses.first,
            )}
          >
            {renderCell(row, column)}
          </Cell>
        );
      })}
    </tr>
  );

  const emptyRow = (text: React.ReactNode) => (
    <tr role={role("row")} className={onlyStacked(stackedClasses.wide)}>
      <td
        colSpan={columnCount}
        role={role("cell")}
        className={cn("px-4 py-6 text-center text-muted-foreground", stacked && stackedClasses.wide)}
      >
        {text}
      </td>
    </tr>
  );

  return (
    <div
      data-slot="data-table"
      role="region"
      aria-labelledby={captionId}
      // A focusable, named region lets keyboard users scroll a table wider than the screen (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border border-border bg-surface"
    >
      <table
        role={role("table")}
        // A table shown as blocks may lose its caption's name with its semantics; the caption names it again.
        aria-labelledby={stacked ? captionId : undefined}
        className={cn("w-full border-collapse text-sm", stacked && stackedClasses.table, className)}
        {...props}
      >
        <caption
          id={captionId}
          className={cn(
            "px-4 pt-4 pb-2 text-left font-serif text-base font-semibold text-foreground",
            captionHidden && "sr-only",
            stacked && stackedClasses.caption,
          )}
        >
          {caption}
        </caption>
        <thead role={role("rowgroup")} className={onlyStacked(stackedClasses.head)}>
          <tr role={role("row")} className="border-b border-border bg-muted">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role={role("columnheader")}
                className={cn(
                  "px-4 py-3 font-semibold whitespace-nowrap text-foreground",
                  column.numeric ? "text-right" : "text-left",
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {isEmpty ? (
          <tbody role={role("rowgroup")} className={onlyStacked(stackedClasses.body)}>
            {emptyRow(emptyText)}
          </tbody>
        ) : groups ? (
          groups.map((group) => (
            <tbody
              key={group.key}
              role={role("rowgroup")}
              className={cn("border-b-2 border-border last:border-b-0", stacked && stackedClasses.body)}
            >
              <tr
                role={role("row")}
                className={cn("border-b border-border bg-primary-soft", stacked && stackedClasses.wide)}
              >
                <th
                  scope="rowgroup"
                  colSpan={columnCount}
                  role={role("rowheader")}
                  className={cn(
                    "px-4 py-2 text-left font-semibold text-primary-soft-foreground",
                    stacked && stackedClasses.wide,
                  )}
                >
                  {group.header}
                </th>
              </tr>
              {group.rows.length > 0
                ? group.rows.map(renderRow)
                : group.emptyText
                  ? emptyRow(group.emptyText)
                  : null}
            </tbody>
          ))
        ) : (
          <tbody role={role("rowgroup")} className={onlyStacked(stackedClasses.body)}>
            {(rows ?? []).map(renderRow)}
          </tbody>
        )}
      </table>
    </div>
  );
}
