/**
 * The landing page's own styles. The landing ships without react-aria-components (its JavaScript
 * budget is 90 KB gzip, docs/performance.md), so it cannot use the ui components
 * built on it; these classes read only the theme contract (`vars`) and `media` of packages/ui.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@petrobridge/ui';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space['4'],
  top: `calc(-1 * ${vars.space['20']})`,
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  boxShadow: vars.shadow.md,
  ':focus': { top: vars.space['2'] },
});

export const container = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
});

// ───────────── header ─────────────

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: '4rem',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
});

export const nav = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  ':hover': { color: vars.color.text },
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  '@media': { [media.tablet]: { gap: vars.space['2'] } },
});

// ───────────── buttons (native <button> and <a>) ─────────────

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '2.5rem',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
      ':hover': { background: vars.color.tone.brand.solidHover },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      ':hover': { background: vars.color.surfaceSunken },
    },
  ],
  ghost: [
    buttonBase,
    {
      background: 'transparent',
      color: vars.color.text,
      ':hover': { background: vars.color.surfaceSunken },
    },
  ],
  accent: [
    buttonBase,
    {
      background: vars.color.tone.accent.solid,
      color: vars.color.tone.accent.onSolid,
      ':hover': { background: vars.color.tone.accent.solidHover },
    },
  ],
  /** On the brand-coloured call-to-action band. */
  inverse: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.tone.brand.onSubtle,
      ':hover': { background: vars.color.tone.brand.subtle },
    },
  ],
});

export const buttonLarge = style({
  minHeight: '3rem',
  paddingInline: vars.space['6'],
  fontSize: vars.fontSize.md,
});

// ───────────── sections ─────────────

export const section = style({
  paddingBlock: vars.space['16'],
  scrollMarginTop: '4rem',
  '@media': { [media.desktop]: { paddingBlock: vars.space['20'] } },
});

export const sectionAlt = style([section, { background: vars.color.surface }]);

export const sectionHeader = style({
  maxWidth: '44rem',
  marginInline: 'auto',
  marginBottom: vars.space['10'],
  textAlign: 'center',
});

export const eyebrow = style({
  margin: 0,
  marginBottom: vars.space['2'],
  color: vars.color.tone.brand.onSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const h2 = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  '@media': { [media.desktop]: { fontSize: vars.fontSize['4xl'] } },
});

export const h3 = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const lead = style({
  margin: 0,
  marginTop: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const body = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const small = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = styleVariants({
  two: {
    display: 'grid',
    gap: vars.space['6'],
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
  three: {
    display: 'grid',
    gap: vars.space['6'],
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
  four: {
    display: 'grid',
    gap: vars.space['6'],
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.lg,
  background: vars.color.tone.brand.subtle,
  color: vars.color.tone.brand.onSubtle,
});

export const iconBadgeAccent = style([
  iconBadge,
  { background: vars.color.tone.accent.subtle, color: vars.color.tone.accent.onSubtle },
]);
