/**
 * The screenshot matrix: which theme × viewport modes a story is photographed in. Chromatic reads
 * `parameters.chromatic.modes`, and the local suite (tests/screenshots/run.ts) reads the very same
 * parameter, so both take the same pictures.
 *
 * Storybook merges parameters from preview to meta to story, so modes only ADD up: the preview
 * gives every story `shots.default` (light desktop), a meta or a story opts in to more with one of
 * the presets below, and `{ 'light desktop': { disable: true } }` takes an inherited mode away.
 * A story that shows nothing a mode of another story does not (one variant of a grid, an
 * interaction already photographed elsewhere) leaves the screenshots with `shots.off`.
 *
 * The rules (docs/testing.md, "Screenshots"): every story in light desktop; ui components also at
 * mobile width where their layout responds to width, and in dark only in the stories that together
 * show every variant and state of the component in dark colours (its grids, an open overlay), not in
 * each per-variant story; feature screens in light desktop, full screens also at mobile (they must
 * be readable at 390 px), and one story per screen in dark.
 *
 * This file imports nothing, so story files of every package can import it.
 */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export const allModes = {
  'light desktop': { theme: 'light', viewport: 'desktop' },
  'dark desktop': { theme: 'dark', viewport: 'desktop' },
  'light mobile': { theme: 'light', viewport: 'mobile' },
  'dark mobile': { theme: 'dark', viewport: 'mobile' },
} as const;

export type ModeName = keyof typeof allModes;
export type Mode = (typeof allModes)[ModeName];

/** `parameters.chromatic.modes` for the named modes. */
export function screenshotModes(...names: ModeName[]): Partial<Record<ModeName, Mode>> {
  return Object.fromEntries(names.map((name) => [name, allModes[name]]));
}

/** Presets for `parameters: { chromatic: shots.… }`. */
export const shots = {
  /** Every story (preview.tsx): light desktop. */
  default: { modes: screenshotModes('light desktop') },
  /** A ui component whose layout responds to width (on its meta): light at desktop and at 390 px. */
  responsive: { modes: screenshotModes('light desktop', 'light mobile') },
  /**
   * A full screen (on its meta): it must be readable at 390 px. Its populated story and the states
   * whose layout differs keep the mobile shot; the others take `shots.desktopOnly`.
   */
  screen: { modes: screenshotModes('light desktop', 'light mobile') },
  /**
   * A state of a `shots.screen` whose layout at 390 px another story shows already (a toast, a
   * message in place, a pending button, another role behind the same collapsed navigation).
   */
  desktopOnly: { modes: { 'light mobile': { disable: true } } },
  /**
   * A story also shown in dark: the one story of a screen; for a ui component, the stories that
   * together show every variant and state of it in dark colours (a grid of its tones, sizes and
   * states; an open overlay), rather than each per-variant story again.
   */
  dark: { modes: screenshotModes('dark desktop') },
  /** Out of the screenshots: the story is for docs or interaction tests only. */
  off: { disableSnapshot: true },
} as const;

/** One of the presets: the value of a meta's or a story's `parameters.chromatic`. */
export type Shot = (typeof shots)[keyof typeof shots];
