/**
 * The theme × viewport modes screenshots are taken in: Chromatic reads them from
 * `parameters.chromatic.modes`, the local screenshot suite from `screenshotModes`.
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
