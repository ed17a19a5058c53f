/**
 * The present that relative times are told from ("Posted 3 days ago", "2 hours ago"): the real clock,
 * or the fixed one Storybook sets (`globalThis.__pbDisplayNow`, .storybook/preview.tsx) so that the
 * pictures of stories do not age with the calendar.
 */
export function displayNow(): Date {
  const fixed = (globalThis as { __pbDisplayNow?: string }).__pbDisplayNow;
  return fixed ? new Date(fixed) : new Date();
}
