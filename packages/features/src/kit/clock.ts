/**
 * The present that relative times are told from ("Posted 3 days ago", "2 hours ago"): the real clock,
 * or the fixed one Storybook sets (`globalThis.__pbDisplayNow`, .storybook/preview.tsx) so that the
 * pictures of stories do not age with the calendar.
 */
export function displayNow(): Date {
  const fixed = (globalThis as { __pbDisplayNow?: string }).__pbDisplayNow;
  return fixed ? new Date(fixed) : new Date();
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 hours ago" from `now` (the display clock); under a minute is "now". */
export function timeAgo(iso: string, now: Date = displayNow()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return relative.format(0, 'second');
}
