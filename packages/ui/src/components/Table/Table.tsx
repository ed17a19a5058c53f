import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Cell as RACCell,
  Collection,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  useTableOptions,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableBodyRenderProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { SelectionCheckbox } from './private/SelectionCheckbox';
import { useRowWindow } from './private/useRowWindow';
import * as styles from './Table.css';
import { cx } from '../private/cx';

export const tableCellAlignments = ['start', 'center', 'end'] as const;
export type TableCellAlign = (typeof tableCellAlignments)[number];

interface TableScroll {
  /** State, not a ref: the scroller's ref is attached after TableBody's layout effects run. */
  scroller: HTMLDivElement | null;
  rowHeight: number;
  overscan: number;
  /** The latest `onLoadMore`, in a ref so that a new function each render does not re-fire it. */
  loadMore: { current: (() => void) | undefined };
  /** Written by TableBody as it renders: all rows, and the index of the first rendered one. */
  window: { rowCount: number; start: number };
}
/** From Table to TableBody: the element that scrolls and the row height the window is cut by. */
const TableScrollContext = createContext<TableScroll | null>(null);

export interface TableProps extends Omit<RACTableProps, 'className' | 'style'> {
  /**
   * Height of every row in px. Rows are virtualised by this height, so cell text stays on one
   * line and is cut with an ellipsis.
   * @default 48
   */
  rowHeight?: number;
  /**
   * The most the table grows before it scrolls (any CSS length); the header stays in place.
   * @default '70vh'
   */
  maxHeight?: CSSProperties['maxHeight'];
  /**
   * The narrowest the columns may get together (any CSS length); below it the table scrolls
   * sideways, as on phones.
   */
  minWidth?: CSSProperties['minWidth'];
  /**
   * Rows rendered beyond each edge of the view, so fast scrolling and arrow keys never meet a gap.
   * @default 10
   */
  overscan?: number;
  /** Called when the last row scrolls into view, to fetch the next page (infinite scroll). */
  onLoadMore?: () => void;
  /**
   * The next page is loading: a spinner under the rows says so.
   * @default false
   */
  isLoadingMore?: boolean;
  /**
   * What the spinner of `isLoadingMore` says to screen readers.
   * @default 'Loading more'
   */
  loadingMoreLabel?: string;
  /** Extra class names for the frame around the table. */
  className?: string;
}

/**
 * A data table on react-aria-components' Table: sorting (`sortDescriptor`, `onSortChange`), single
 * or multiple selection (`selectionMode`), arrow-key navigation, a sticky header, empty and loading
 * states. Virtualised: only the rows in view (plus `overscan`) are given to RAC and the DOM, so
 * 100,000 rows mount, sort and scroll smoothly.
 *
 * Windowing is done here (every row has the same height, so the rows in view follow from the scroll
 * offset: `useRowWindow`) rather than with RAC's own Virtualizer, because RAC builds its collection
 * from every row in React before virtualising the DOM, which takes tens of seconds at 100,000 rows
 * (react-spectrum issue 8783). The cost: RAC sees only the rendered
 * window, so Home/End and Page keys stop at its edges (arrow keys scroll on through every row), and
 * the select-all box reports `'all'` for the whole list but shows checked once every rendered row
 * is selected. `aria-rowcount` and `aria-rowindex` still give the real size and positions.
 */
export function Table({
  rowHeight = 48,
  maxHeight = '70vh',
  minWidth,
  overscan = 10,
  onLoadMore,
  isLoadingMore = false,
  loadingMoreLabel = 'Loading more',
  className,
  ...props
}: TableProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const windowRef = useRef({ rowCount: 0, start: 0 });
  const loadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    loadMoreRef.current = onLoadMore;
  });
  const scroll = useMemo<TableScroll>(
    () => ({ scroller, rowHeight, overscan, loadMore: loadMoreRef, window: windowRef.current }),
    [scroller, rowHeight, overscan],
  );
  useRowPositions(scroller, windowRef.current);
  return (
    <div className={cx(styles.frame, className)}>
      <div ref={setScroller} className={styles.scroller} style={{ maxHeight }}>
        <TableScrollContext.Provider value={scroll}>
          <RACTable
            {...props}
            className={styles.table}
            style={{ minWidth, ...assignInlineVars({ [styles.rowHeightVar]: `${rowHeight}px` }) }}
          />
        </TableScrollContext.Provider>
      </div>
      {isLoadingMore ? (
        <div className={styles.loadMore}>
          <Spinner size="sm" label={loadingMoreLabel} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Only a window of rows is in the DOM, so tell assistive technology the real count and each row's
 * place (`aria-rowcount`, `aria-rowindex`). RAC renders the rows a commit after TableBody knows the
 * window, so the attributes follow the DOM through a MutationObserver.
 */
function useRowPositions(scroller: HTMLDivElement | null, position: TableScroll['window']) {
  useEffect(() => {
    if (!scroller) return;
    const update = () => {
      const grid = scroller.querySelector('[role="grid"]');
      if (!grid) return;
      grid.setAttribute('aria-rowcount', String(position.rowCount + 1));
      grid.querySelector('thead [role="row"]')?.setAttribute('aria-rowindex', '1');
      grid.querySelectorAll('tbody [role="row"]').forEach((row, i) => {
        row.setAttribute('aria-rowindex', String(position.start + i + 2));
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(scroller, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [scroller, position]);
}

export type TableHeaderProps<T extends object> = Omit<
  RACTableHeaderProps<T>,
  'className' | 'style'
>;

/** The header row: TableColumn elements, or a function of `columns`. */
export function TableHeader<T extends object>({
  columns,
  children,
  dependencies,
  ...props
}: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <RACTableHeader {...props}>
      {selectionBehavior === 'toggle' ? (
        <RACColumn className={cx(styles.column, styles.selectionColumn)}>
          {selectionMode === 'multiple' ? (
            <SelectionCheckbox />
          ) : (
            <VisuallyHidden elementType="span">Select</VisuallyHidden>
          )}
        </RACColumn>
      ) : null}
      <Collection items={columns} dependencies={dependencies}>
        {children}
      </Collection>
    </RACTableHeader>
  );
}

export interface TableColumnProps extends Omit<
  RACColumnProps,
  'className' | 'style' | 'children' | 'width' | 'minWidth' | 'maxWidth' | 'defaultWidth'
> {
  /** The column's title. */
  children: ReactNode;
  /** Width as a CSS length or percentage; columns without one share the rest. */
  width?: CSSProperties['width'];
  /**
   * Horizontal alignment; 'end' for amounts so the digits line up (give its cells the same).
   * @default 'start'
   */
  align?: TableCellAlign;
}

/** A column header; `allowsSorting` makes it a sort button (click or Enter) with an arrow. */
export function TableColumn({ children, align = 'start', width, ...props }: TableColumnProps) {
  return (
    <RACColumn {...props} className={styles.column} style={{ width, textAlign: align }}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting ? <SortIcon direction={sortDirection} /> : null}
        </span>
      )}
    </RACColumn>
  );
}

function SortIcon({ direction }: { direction?: 'ascending' | 'descending' }) {
  const Glyph =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;
  return <Glyph aria-hidden className={styles.sortIcon} />;
}

export interface TableBodyProps<T extends object> extends Omit<
  RACTableBodyProps<T>,
  'className' | 'style'
> {
  /**
   * The first load: shows placeholder lines instead of the empty state.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What the table says while loading, for screen readers.
   * @default 'Loading'
   */
  loadingLabel?: string;
  /**
   * Content when there are no rows, e.g. an EmptyState with docs/product.md#messages's 'No deals found'.
   * @default an EmptyState titled 'No results'
   */
  renderEmptyState?: (props: TableBodyRenderProps) => ReactNode;
}

/** The rows: TableRow elements, or a function of `items`. */
export function TableBody<T extends object>({
  items,
  children,
  dependencies,
  isLoading = false,
  loadingLabel = 'Loading',
  renderEmptyState = () => <EmptyState size="sm" title="No results" headingLevel={3} />,
  ...props
}: TableBodyProps<T>) {
  const scroll = useContext(TableScrollContext);
  const all = items ? Array.from(items) : [];
  // Before the scroller is measured it counts as tall as the viewport, so the first paint already
  // has rows (and the empty state is not flashed).
  const { start, end, before, after } = useRowWindow(
    all.length,
    scroll?.scroller ?? null,
    scroll?.rowHeight ?? 48,
    scroll?.overscan ?? 10,
  );
  const visible = all.slice(start, end + 1);
  if (scroll) {
    scroll.window.rowCount = all.length;
    scroll.window.start = start;
  }
  // Spacer rows above and below the window keep the scroll height of every row.
  const reachedEnd = all.length > 0 && end === all.length - 1;
  const loadMore = scroll?.loadMore;
  useEffect(() => {
    if (reachedEnd) loadMore?.current?.();
  }, [reachedEnd, all.length, loadMore]);
  return (
    <RACTableBody
      {...props}
      className={styles.body}
      style={assignInlineVars({
        [styles.spaceBeforeVar]: `${before}px`,
        [styles.spaceAfterVar]: `${after}px`,
      })}
      renderEmptyState={(state) =>
        isLoading ? (
          <div className={styles.loading} aria-busy="true">
            <VisuallyHidden>{loadingLabel}</VisuallyHidden>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} width={i % 2 ? '80%' : '100%'} />
            ))}
          </div>
        ) : (
          <div className={styles.empty}>{renderEmptyState(state)}</div>
        )
      }
    >
      <Collection items={visible} dependencies={dependencies}>
        {children}
      </Collection>
    </RACTableBody>
  );
}

export type TableRowProps<T extends object> = Omit<RACRowProps<T>, 'className' | 'style'>;

/** A row: TableCell elements, or a function of `columns`. With `href` or `onAction` it is pressable. */
export function TableRow<T extends object>({
  id,
  columns,
  children,
  dependencies,
  ...props
}: TableRowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <RACRow id={id} {...props} className={styles.row}>
      {selectionBehavior === 'toggle' ? (
        <RACCell className={cx(styles.cell, styles.selectionCell)}>
          <SelectionCheckbox />
        </RACCell>
      ) : null}
      <Collection items={columns} dependencies={dependencies}>
        {children}
      </Collection>
    </RACRow>
  );
}

export interface TableCellProps extends Omit<RACCellProps, 'className' | 'style' | 'children'> {
  /** The content: text is cut to one line with an ellipsis. */
  children?: ReactNode;
  /**
   * Horizontal alignment; match the column's.
   * @default 'start'
   */
  align?: TableCellAlign;
}

/** One cell. */
export function TableCell({ children, align = 'start', ...props }: TableCellProps) {
  return (
    <RACCell {...props} className={styles.cell} style={{ textAlign: align }}>
      {children}
    </RACCell>
  );
}
