import { useEffect, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { TableCellAlign } from './Table';
import * as styles from './Table.css';
import { cx } from '../private/cx';

export interface StaticTableColumn<T> {
  id: string;
  /** The column's header text. */
  header: ReactNode;
  /** The cell of a row in this column: one line, never cut (the table scrolls sideways instead). */
  cell: (item: T) => ReactNode;
  /**
   * Horizontal alignment of the header and the cells.
   * @default 'start'
   */
  align?: TableCellAlign;
  /** This column names the row (a `<th scope="row">`): one column per table. */
  isRowHeader?: boolean;
  /**
   * The column stays at the end of the view while the table scrolls sideways: a row's actions, so
   * that they are never cut off on a narrower screen. The last column only.
   */
  stickyEnd?: boolean;
}

export interface StaticTableProps<T> {
  /** The table's accessible name. */
  'aria-label': string;
  columns: readonly StaticTableColumn<T>[];
  items: readonly T[];
  /** A stable key for each row. */
  getKey: (item: T) => Key;
  /** Shown in place of the rows when `items` is empty. */
  emptyState?: ReactNode;
  /**
   * Height of every row in px, as `Table`'s.
   * @default 48
   */
  rowHeight?: number;
  /**
   * The narrowest the table may get; it is never narrower than its content (columns take the width
   * of their longest cell), and scrolls sideways when that does not fit.
   */
  minWidth?: CSSProperties['minWidth'];
  className?: string;
}

/**
 * A read-only table of a few rows: a plain HTML `<table>` that looks like `Table`, without its
 * grid navigation, selection, sorting or windowing (and without their code: react-aria's
 * collection and grid modules). For a short summary such as a dashboard card's latest deals; a
 * list the user works through, sorts or selects in is a `Table`.
 */
export function StaticTable<T>({
  columns,
  items,
  getKey,
  emptyState,
  rowHeight = 48,
  minWidth,
  className,
  'aria-label': ariaLabel,
}: StaticTableProps<T>) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflowsSideways(scroller);
  return (
    <div className={cx(styles.frame, className)}>
      {/* While the columns are wider than the view, the scroller is a named tab stop, so that
          keyboard users can scroll it with the arrow keys. */}
      <div
        ref={setScroller}
        className={cx(styles.scroller, styles.staticScroller)}
        {...(overflows
          ? { tabIndex: 0, role: 'region', 'aria-label': `${ariaLabel} (scrolls sideways)` }
          : {})}
      >
        <table
          aria-label={ariaLabel}
          className={cx(styles.table, styles.staticTable)}
          style={{ minWidth, ...assignInlineVars({ [styles.rowHeightVar]: `${rowHeight}px` }) }}
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cx(
                    styles.column,
                    column.stickyEnd && styles.stickyEndCell,
                    column.stickyEnd && styles.stickyEndHeader,
                  )}
                  style={{ textAlign: column.align ?? 'start' }}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.length === 0 && emptyState ? (
              <tr>
                <td colSpan={columns.length}>
                  <div className={styles.empty}>{emptyState}</div>
                </td>
              </tr>
            ) : (
              items.map((item) => (
                <tr key={getKey(item)} className={styles.staticRow}>
                  {columns.map((column) => {
                    const Cell = column.isRowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.id}
                        scope={column.isRowHeader ? 'row' : undefined}
                        className={cx(
                          styles.cell,
                          column.isRowHeader && styles.rowHeaderCell,
                          column.stickyEnd && styles.stickyEndCell,
                        )}
                        style={{ textAlign: column.align ?? 'start' }}
                      >
                        {column.cell(item)}
                      </Cell>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Whether the element's content is wider than the element, kept current as either resizes. */
function useOverflowsSideways(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const update = () => setOverflows(element.scrollWidth > element.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}
