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
  };

const numberFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });

function defaultCell(row: unknown, key: string): React.ReactNode {
  const value = typeof row === "object" && row !== null ? (row as Record<string, unknown>)[key] : undefined;
  if (typeof value === "number") return numberFormat.format(value);
  if (typeof value === "string") return value;
  return null;
}

/**
 * A real <table> with a caption, column headers and optional row headers, inside a horizontally
 * scrollable region that keyboard users can focus and scroll (arrow keys) when the table is wider
 * than the screen. Grouped data (students × courses) gets one <tbody> per group whose first row is a
 * full-width <th scope="rowgroup"> (decision record 040). `className` and other table props go to the <table>.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  groups,
  getRowKey,
  emptyText = "No data to show.",
  className,
  ...props
}: DataTableProps<Row>) {
  const captionId = `${useId()}-caption`;
  const columnCount = Math.max(columns.length, 1);
  const isEmpty = groups ? groups.length === 0 : (rows ?? []).length === 0;

  const renderRow = (row: Row, index: number) => (
    <tr key={getRowKey(row, index)} className="border-b border-border last:border-b-0">
      {columns.map((column) => {
        const Cell = column.rowHeader ? "th" : "td";
        return (
          <Cell
            key={column.key}
            scope={column.rowHeader ? "row" : undefined}
            className={cn(
              "px-4 py-3 align-top text-foreground",
              column.rowHeader && "font-medium",
              column.numeric ? "text-right tabular-nums" : column.rowHeader && "text-left",
            )}
          >
            {column.render ? column.render(row) : defaultCell(row, column.key)}
          </Cell>
        );
      })}
    </tr>
  );

  const emptyRow = (text: React.ReactNode) => (
    <tr>
      <td colSpan={columnCount} className="px-4 py-6 text-center text-muted-foreground">
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
      <table className={cn("w-full border-collapse text-sm", className)} {...props}>
        <caption
          id={captionId}
          className={cn(
            "px-4 pt-4 pb-2 text-left font-serif text-base font-semibold text-foreground",
            captionHidden && "sr-only",
          )}
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border bg-muted">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
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
          <tbody>{emptyRow(emptyText)}</tbody>
        ) : groups ? (
          groups.map((group) => (
            <tbody key={group.key} className="border-b-2 border-border last:border-b-0">
              <tr className="border-b border-border bg-primary-soft">
                <th
                  scope="rowgroup"
                  colSpan={columnCount}
                  className="px-4 py-2 text-left font-semibold text-primary-soft-foreground"
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
          <tbody>{(rows ?? []).map(renderRow)}</tbody>
        )}
      </table>
    </div>
  );
}
