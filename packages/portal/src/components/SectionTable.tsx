import { DataTable, type DataTableColumn, type DataTableProps } from "@cla/ui";
import type { Key, ReactNode } from "react";
import { ListSectionView, type Section } from "./Section";

export interface SectionTableProps<T> {
  section: Section<T[]>;
  /** The list's words: while it loads, when it is empty, and the table's caption (visually hidden). */
  texts: { loading: string; empty: string; caption: string };
  columns: readonly DataTableColumn<T>[];
  getRowKey: (row: T) => Key;
  /** Below the table, once there are rows (e.g. 'Load more'). */
  footer?: ReactNode;
  /** The table's layout on a phone (DataTable's `layout`); a list screen stacks its rows below 640 px. Default "table". */
  layout?: DataTableProps<T>["layout"];
}

/** A list screen's table: its loading, failure and empty states, then the rows under a page heading. */
export function SectionTable<T>({
  section,
  texts,
  columns,
  getRowKey,
  footer = null,
  layout,
}: SectionTableProps<T>) {
  return (
    <ListSectionView section={section} loading={texts.loading} empty={texts.empty}>
      {(rows) => (
        <>
          <DataTable
            caption={texts.caption}
            captionHidden
            rows={rows}
            getRowKey={getRowKey}
            columns={columns}
            layout={layout}
          />
          {footer}
        </>
      )}
    </ListSectionView>
  );
}
