import { scaleBand, scaleLinear } from '@visx/scale';
import type { ChartDatum } from './ChartFigure';

/** Approximate width of a tick label in px (11 px text). */
export const labelWidth = (text: string) => Math.ceil(text.length * 6.6) + 8;

/** A value scale from 0 to a round maximum, never empty (a flat 0 line sits at the bottom). */
export function valueScale(data: readonly ChartDatum[], range: [number, number]) {
  const max = Math.max(0, ...data.map((d) => d.value));
  return scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range, nice: 4 });
}

/** About four round ticks of a value scale; whole numbers only when every value is whole (counts). */
export function valueTicks(
  scale: ReturnType<typeof valueScale>,
  data: readonly ChartDatum[],
): number[] {
  const ticks = scale.ticks(4);
  return data.every((d) => Number.isInteger(d.value)) ? ticks.filter(Number.isInteger) : ticks;
}

export function categoryScale(
  data: readonly ChartDatum[],
  range: [number, number],
  padding: number,
) {
  return scaleBand<string>({ domain: data.map((d) => d.label), range, padding });
}

/** Every n-th category label so that the labels do not collide (the last one always shows). */
export function thinnedLabels(data: readonly ChartDatum[], span: number): string[] {
  const widest = Math.max(1, ...data.map((d) => labelWidth(d.tick ?? d.label)));
  const fits = Math.max(1, Math.floor(span / (widest + 8)));
  const step = Math.ceil(data.length / fits);
  return data.filter((_, i) => (data.length - 1 - i) % step === 0).map((d) => d.label);
}

export const tickOf = (data: readonly ChartDatum[]) => {
  const ticks = new Map(data.map((d) => [d.label, d.tick ?? d.label]));
  return (label: string) => ticks.get(label) ?? label;
};
