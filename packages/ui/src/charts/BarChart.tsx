import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { Bar } from '@visx/shape';
import { ChartFigure, defaultFormatTick, defaultFormatValue, type ChartProps } from './ChartFigure';
import { categoryScale, labelWidth, thinnedLabels, tickOf, valueScale, valueTicks } from './scales';
import * as styles from './charts.css';

export interface BarChartProps extends ChartProps {
  /**
   * 'vertical': a column per category (a series over time); 'horizontal': a row per category with its
   * value at the bar's end (a distribution, a funnel).
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
}

const tickLabel = () => ({ className: styles.tickLabel });

/**
 * A bar chart in the theme's chart colours, in a figure with its data as a table (see ChartFigure).
 * The drawing is decoration for sighted users: the numbers are in the table.
 */
export function BarChart({ orientation = 'vertical', ...props }: BarChartProps) {
  const {
    data,
    color = 'c1',
    height = 220,
    formatValue = defaultFormatValue,
    formatTick = defaultFormatTick,
  } = props;
  const tick = tickOf(data);
  return (
    <ChartFigure {...props}>
      {(width) => {
        if (orientation === 'horizontal') {
          const left = Math.min(
            Math.floor(width * 0.4),
            Math.max(...data.map((d) => labelWidth(tick(d.label)))),
          );
          const right = Math.max(...data.map((d) => labelWidth(formatValue(d.value))));
          const margin = { top: 4, right, bottom: 4, left };
          const innerWidth = Math.max(0, width - margin.left - margin.right);
          const innerHeight = height - margin.top - margin.bottom;
          const y = categoryScale(data, [0, innerHeight], 0.25);
          const x = valueScale(data, [0, innerWidth]);
          return (
            <svg width={width} height={height} className={styles.svg}>
              <Group left={margin.left} top={margin.top}>
                {valueTicks(x, data).map((t) => (
                  <line
                    key={t}
                    x1={x(t)}
                    x2={x(t)}
                    y1={0}
                    y2={innerHeight}
                    className={styles.gridLine}
                  />
                ))}
                {data.map((d) => {
                  const barWidth = Math.max(0, x(d.value));
                  const top = y(d.label) ?? 0;
                  return (
                    <g key={d.label}>
                      <Bar
                        x={0}
                        y={top}
                        width={barWidth}
                        height={y.bandwidth()}
                        rx={2}
                        className={styles.bar({ color })}
                      >
                        <title>{`${d.label}: ${formatValue(d.value)}`}</title>
                      </Bar>
                      <text
                        x={barWidth + 6}
                        y={top + y.bandwidth() / 2}
                        dominantBaseline="central"
                        className={styles.valueLabel}
                      >
                        {formatValue(d.value)}
                      </text>
                    </g>
                  );
                })}
                <AxisLeft
                  scale={y}
                  tickFormat={tick}
                  hideTicks
                  axisLineClassName={styles.axisLine}
                  tickLabelProps={() => ({
                    className: styles.tickLabel,
                    textAnchor: 'end',
                    dominantBaseline: 'central',
                    dx: -6,
                    dy: 0,
                  })}
                />
              </Group>
            </svg>
          );
        }
        const top = 8;
        const bottom = 24;
        const innerHeight = height - top - bottom;
        const probe = valueScale(data, [innerHeight, 0]);
        const left = Math.max(...valueTicks(probe, data).map((t) => labelWidth(formatTick(t))));
        // Half the last label beyond the last bar's centre, so that it stays inside.
        const right = Math.ceil(labelWidth(tick(data.at(-1)?.label ?? '')) / 2);
        const margin = { top, right, bottom, left };
        const innerWidth = Math.max(0, width - margin.left - margin.right);
        const x = categoryScale(data, [0, innerWidth], 0.2);
        const y = valueScale(data, [innerHeight, 0]);
        return (
          <svg width={width} height={height} className={styles.svg}>
            <Group left={margin.left} top={margin.top}>
              {valueTicks(y, data).map((t) => (
                <line
                  key={t}
                  x1={0}
                  x2={innerWidth}
                  y1={y(t)}
                  y2={y(t)}
                  className={styles.gridLine}
                />
              ))}
              {data.map((d) => {
                const barTop = y(d.value);
                return (
                  <Bar
                    key={d.label}
                    x={x(d.label) ?? 0}
                    y={barTop}
                    width={x.bandwidth()}
                    height={Math.max(0, innerHeight - barTop)}
                    rx={2}
                    className={styles.bar({ color })}
                  >
                    <title>{`${d.label}: ${formatValue(d.value)}`}</title>
                  </Bar>
                );
              })}
              <AxisLeft
                scale={y}
                tickValues={valueTicks(y, data)}
                tickFormat={(v) => formatTick(Number(v))}
                hideAxisLine
                hideTicks
                tickLabelProps={() => ({
                  className: styles.tickLabel,
                  textAnchor: 'end',
                  dominantBaseline: 'central',
                  dx: -4,
                  dy: 0,
                })}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                tickValues={thinnedLabels(data, innerWidth)}
                tickFormat={tick}
                hideTicks
                axisLineClassName={styles.axisLine}
                tickLabelProps={tickLabel}
              />
            </Group>
          </svg>
        );
      }}
    </ChartFigure>
  );
}
