export { DataTable, type DataTableColumn, type DataTableGroup, type DataTableProps } from "./DataTable";
