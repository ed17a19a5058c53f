export {
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  tableCellAlignments,
  type TableBodyProps,
  type TableCellAlign,
  type TableCellProps,
  type TableColumnProps,
  type TableHeaderProps,
  type TableProps,
  type TableRowProps,
} from './Table';
export { StaticTable, type StaticTableColumn, type StaticTableProps } from './StaticTable';
