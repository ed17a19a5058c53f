import { useId, useState, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { Skeleton } from '../components/Skeleton';
import { StaticTable, type StaticTableColumn } from '../components/Table';
import { VisuallyHidden } from '../components/VisuallyHidden';
import * as styles from './charts.css';
import { useWidth } from './useWidth';

/** The theme's categorical chart colours (`vars.color.chart`). */
export type ChartColor = 'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6' | 'c7';

/** One point or bar of a chart. */
export interface ChartDatum {
  /** The category in full, as the table shows it ('15 Jun 2026', 'LC pending'). */
  label: string;
  /** A shorter label for the axis ('Jun 15'); `label` when left out. */
  tick?: string;
  value: number;
}

/** What every chart takes. */
export interface ChartProps {
  /** The figure's caption, which names it: what is counted, over what ('Deal value per day'). */
  title: string;
  /** A muted line under the title (the period, the unit, what is left out). */
  description?: ReactNode;
  /** The points or bars, in order. */
  data: readonly ChartDatum[];
  /** The table's first column header ('Day', 'Status'). */
  categoryLabel: string;
  /** The table's value column header ('Deal value (USD)'). */
  valueLabel: string;
  /** The value as the table and the tooltips show it. @default en-US grouping */
  formatValue?: (value: number) => string;
  /** The value on the axis, shorter. @default compact en-US ('1.2M') */
  formatTick?: (value: number) => string;
  /** @default 'c1' */
  color?: ChartColor;
  /** Height of the plot in px. @default 220 */
  height?: number;
  /** Shows a placeholder of the plot's size. @default false */
  isLoading?: boolean;
  /** Shown instead of the plot when `data` is empty. @default 'No data for this period' */
  emptyMessage?: string;
  /** Opens on the table instead of the chart. @default false */
  defaultShowTable?: boolean;
  className?: string;
}

const grouped = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
export const defaultFormatValue = (value: number) => grouped.format(value);
export const defaultFormatTick = (value: number) => compact.format(value);

interface ChartFigureProps extends ChartProps {
  /** Draws the plot at the measured width. */
  children: (width: number) => ReactNode;
}

/**
 * The frame every chart shares: a `<figure>` named by its caption, a "Table" toggle, and the data as
 * a table — visible when toggled, otherwise visually hidden, so screen readers always get the numbers
 * while the drawing itself is hidden from them.
 */
export function ChartFigure({
  title,
  description,
  data,
  categoryLabel,
  valueLabel,
  formatValue = defaultFormatValue,
  height = 220,
  isLoading = false,
  emptyMessage = 'No data for this period',
  defaultShowTable = false,
  className,
  children,
}: ChartFigureProps) {
  const captionId = useId();
  const [showTable, setShowTable] = useState(defaultShowTable);
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const width = useWidth(plot);
  const columns: StaticTableColumn<ChartDatum>[] = [
    { id: 'category', header: categoryLabel, isRowHeader: true, cell: (d) => d.label },
    { id: 'value', header: valueLabel, align: 'end', cell: (d) => formatValue(d.value) },
  ];
  const table = (
    <StaticTable
      aria-label={title}
      columns={columns}
      items={data}
      getKey={(d) => d.label}
      rowHeight={36}
    />
  );
  const isEmpty = !isLoading && data.length === 0;
  return (
    <figure
      className={[styles.figure, className].filter(Boolean).join(' ')}
      aria-labelledby={captionId}
      aria-busy={isLoading || undefined}
    >
      <figcaption id={captionId} className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </figcaption>
      {isLoading || isEmpty ? null : (
        <Button
          variant="outline"
          size="sm"
          className={styles.toggle}
          aria-pressed={showTable}
          onPress={() => setShowTable((shown) => !shown)}
          aria-label={`Table view: ${title}`}
        >
          Table
        </Button>
      )}
      <div className={styles.body}>
        {isLoading ? (
          <Skeleton height={`${height}px`} />
        ) : isEmpty ? (
          <div className={styles.empty} style={{ minHeight: height }}>
            {emptyMessage}
          </div>
        ) : showTable ? (
          table
        ) : (
          <>
            <div ref={setPlot} className={styles.plot} style={{ height }} aria-hidden="true">
              {width > 0 ? children(width) : null}
            </div>
            <VisuallyHidden>{table}</VisuallyHidden>
          </>
        )}
      </div>
    </figure>
  );
}
