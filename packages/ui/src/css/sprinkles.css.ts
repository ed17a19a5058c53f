import {
  createMapValueFn,
  createSprinkles,
  defineProperties,
  type ConditionalValue,
} from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { media } from '../tokens/media';

/** Responsive conditions, mobile first: a value applies from that breakpoint up. */
export const conditions = ['mobile', 'tablet', 'desktop', 'wide'] as const;
export type Condition = (typeof conditions)[number];

/** Grid column counts the layout atoms accept. */
export const gridColumnCounts = [1, 2, 3, 4, 5, 6, 12] as const;
export type GridColumnCount = (typeof gridColumnCounts)[number];

const gridColumns = Object.fromEntries(
  gridColumnCounts.map((n) => [n, `repeat(${n}, minmax(0, 1fr))`]),
) as Record<GridColumnCount, string>;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
    wide: { '@media': media.wide },
  },
  defaultCondition: 'mobile',
  responsiveArray: [...conditions],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gridTemplateColumns: gridColumns,
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    width: { auto: 'auto', full: '100%' },
    maxWidth: { full: '100%' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    align: ['alignItems'],
    justify: ['justifyContent'],
  },
});

/** Colours by role, read from the theme contract so they follow light and dark. */
const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      link: vars.color.link,
      brand: vars.color.tone.brand.onSubtle,
      success: vars.color.tone.success.onSubtle,
      warning: vars.color.tone.warning.onSubtle,
      danger: vars.color.tone.danger.onSubtle,
      info: vars.color.tone.info.onSubtle,
      inherit: 'inherit',
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.tone.brand.subtle,
      success: vars.color.tone.success.subtle,
      warning: vars.color.tone.warning.subtle,
      danger: vars.color.tone.danger.subtle,
      info: vars.color.tone.info.subtle,
      transparent: 'transparent',
    },
    border: {
      none: 'none',
      standard: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
      strong: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'absolute', 'sticky', 'static'],
    overflow: ['hidden', 'auto', 'visible'],
    minWidth: { 0: '0' },
  },
});

/** Layout atoms: space, display, flex, gap, alignment, colour by role, responsive from `media`. */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
/** A value that can differ per breakpoint: one value, an object by condition, or an array (mobile first). */
export type ResponsiveValue<Value extends string | number> = ConditionalValue<
  typeof responsiveProperties,
  Value
>;
/** Maps every value of a responsive value (e.g. a column count to its grid template key). */
export const mapResponsiveValue = createMapValueFn(responsiveProperties);
/** A step of the spacing scale in the theme contract. */
export type Space = keyof typeof vars.space;
