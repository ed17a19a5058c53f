import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { LinePath } from '@visx/shape';
import { ChartFigure, defaultFormatTick, defaultFormatValue, type ChartProps } from './ChartFigure';
import { labelWidth, thinnedLabels, tickOf, valueScale, valueTicks } from './scales';
import { scalePoint } from '@visx/scale';
import * as styles from './charts.css';

export type LineChartProps = ChartProps;

/**
 * A line over ordered categories (days, months) in a theme chart colour, with a dot per point, in a
 * figure with its data as a table (see ChartFigure).
 */
export function LineChart(props: LineChartProps) {
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
        const top = 8;
        const bottom = 24;
        const innerHeight = height - top - bottom;
        const probe = valueScale(data, [innerHeight, 0]);
        const left = Math.max(...valueTicks(probe, data).map((t) => labelWidth(formatTick(t))));
        // Half a label each side, so that the first and last tick labels stay inside.
        const edge = Math.ceil(labelWidth(tick(data.at(-1)?.label ?? '')) / 2);
        const margin = { top, right: edge, bottom, left };
        const innerWidth = Math.max(0, width - margin.left - margin.right);
        const x = scalePoint<string>({
          domain: data.map((d) => d.label),
          range: [0, innerWidth],
          padding: 0.25,
        });
        const y = valueScale(data, [innerHeight, 0]);
        const dotRadius = data.length > 40 ? 0 : 3;
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
              <LinePath
                data={[...data]}
                x={(d) => x(d.label) ?? 0}
                y={(d) => y(d.value)}
                className={styles.line({ color })}
              />
              {data.map((d) => (
                <circle
                  key={d.label}
                  cx={x(d.label) ?? 0}
                  cy={y(d.value)}
                  r={dotRadius}
                  className={styles.dot({ color })}
                >
                  <title>{`${d.label}: ${formatValue(d.value)}`}</title>
                </circle>
              ))}
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
                tickLabelProps={() => ({ className: styles.tickLabel })}
              />
            </Group>
          </svg>
        );
      }}
    </ChartFigure>
  );
}
