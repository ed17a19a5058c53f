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
 * The rules (docs/testing.md, "Screenshots"): ui components in light and dark at desktop, and at
 * mobile width only where their layout responds to width; feature screens in light desktop, full
 * screens also at mobile (they must be readable at 390 px), and one story per screen in dark.
 *
 * This file imports nothing, so story files of every package can import it.
 */
export declare const viewports: {
    readonly desktop: {
        readonly width: 1280;
        readonly height: 800;
    };
    readonly mobile: {
        readonly width: 390;
        readonly height: 844;
    };
};
export declare const allModes: {
    readonly 'light desktop': {
        readonly theme: "light";
        readonly viewport: "desktop";
    };
    readonly 'dark desktop': {
        readonly theme: "dark";
        readonly viewport: "desktop";
    };
    readonly 'light mobile': {
        readonly theme: "light";
        readonly viewport: "mobile";
    };
    readonly 'dark mobile': {
        readonly theme: "dark";
        readonly viewport: "mobile";
    };
};
export type ModeName = keyof typeof allModes;
export type Mode = (typeof allModes)[ModeName];
/** `parameters.chromatic.modes` for the named modes. */
export declare function screenshotModes(...names: ModeName[]): Partial<Record<ModeName, Mode>>;
/** Presets for `parameters: { chromatic: shots.… }`. */
export declare const shots: {
    /** Every story (preview.tsx): light desktop. */
    readonly default: {
        readonly modes: Partial<Record<"light desktop" | "dark desktop" | "light mobile" | "dark mobile", Mode>>;
    };
    /** A ui component: its colours change with the theme. */
    readonly themes: {
        readonly modes: Partial<Record<"light desktop" | "dark desktop" | "light mobile" | "dark mobile", Mode>>;
    };
    /** A ui component whose layout responds to width. */
    readonly responsive: {
        readonly modes: Partial<Record<"light desktop" | "dark desktop" | "light mobile" | "dark mobile", Mode>>;
    };
    /** A full screen: it must be readable at 390 px. */
    readonly screen: {
        readonly modes: Partial<Record<"light desktop" | "dark desktop" | "light mobile" | "dark mobile", Mode>>;
    };
    /** The one story of a screen also shown in dark. */
    readonly dark: {
        readonly modes: Partial<Record<"light desktop" | "dark desktop" | "light mobile" | "dark mobile", Mode>>;
    };
    /** Out of the screenshots: the story is for docs or interaction tests only. */
    readonly off: {
        readonly disableSnapshot: true;
    };
};
