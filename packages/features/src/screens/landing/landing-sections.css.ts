/**
 * The landing page's section styles (hero, live prices, how it works, the AI section, the comparison
 * table, testimonials, the sign-up call to action), on the base classes of `landing.css.ts`, which
 * this module also re-exports so a section reads one namespace.
 */
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@petrobridge/ui';
import { card, list, section, small } from './landing.css';

export * from './landing.css';

// ───────────── hero ─────────────

export const hero = style({
  paddingBlock: vars.space['16'],
  background: `linear-gradient(180deg, ${vars.color.tone.brand.subtle} 0%, ${vars.color.background} 100%)`,
  '@media': { [media.desktop]: { paddingBlock: vars.space['20'] } },
});

export const heroInner = style({ maxWidth: '48rem', marginInline: 'auto', textAlign: 'center' });

export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  '@media': { [media.desktop]: { fontSize: '3.75rem' } },
});

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['8'],
});

export const heroStats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  marginTop: vars.space['12'],
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
});
export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@media': { [media.tablet]: { fontSize: vars.fontSize['3xl'] } },
});
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// ───────────── live prices ─────────────

export const priceCard = style([card, { gap: vars.space['2'] }]);

export const priceTop = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const priceSymbol = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
});

export const priceValue = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const priceUnit = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
});

export const priceChange = styleVariants({
  up: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    margin: 0,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.tone.success.onSubtle,
  },
  down: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    margin: 0,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.tone.danger.onSubtle,
  },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.durationSlow} * 5)`,
  animationIterationCount: 'infinite',
  animationTimingFunction: vars.motion.easingStandard,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const skeletonLine = styleVariants({
  short: [skeleton, { width: '40%', height: '1rem' }],
  long: [skeleton, { width: '70%', height: '2.25rem' }],
  medium: [skeleton, { width: '55%', height: '1rem' }],
});

export const footnote = style([small, { marginTop: vars.space['6'], textAlign: 'center' }]);

// ───────────── how it works ─────────────

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  fontWeight: vars.fontWeight.bold,
});

// ───────────── AI section ─────────────

export const split = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const featureRow = style({
  display: 'flex',
  gap: vars.space['4'],
  alignItems: 'flex-start',
});

export const panel = style([
  card,
  { background: vars.color.surfaceSunken, gap: vars.space['4'], boxShadow: 'none' },
]);

export const meterTrack = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const meterFill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.tone.brand.solid,
});

export const meterLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space['1'],
});

// ───────────── comparison table ─────────────

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', minWidth: '36rem' });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} thead th`, {
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${table} tbody tr:last-child th, ${table} tbody tr:last-child td`, {
  borderBottom: 'none',
});

export const highlightColumn = style({
  background: vars.color.tone.brand.subtle,
  color: vars.color.tone.brand.onSubtle,
  fontWeight: vars.fontWeight.semibold,
});

export const yes = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.tone.success.onSubtle,
  fontWeight: vars.fontWeight.medium,
});
export const no = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
});

// ───────────── testimonials ─────────────

export const quote = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});
export const stars = style({
  display: 'inline-flex',
  gap: vars.space['0.5'],
  color: vars.color.tone.accent.solid,
});
export const author = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

// ───────────── sign-up call to action ─────────────

export const cta = style([
  section,
  { background: vars.color.tone.brand.solid, color: vars.color.tone.brand.onSolid },
]);

export const ctaLead = style({
  margin: 0,
  marginTop: vars.space['4'],
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const formCard = style([card, { color: vars.color.text, boxShadow: vars.shadow.lg }]);

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const input = style({
  width: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});

// ───────────── footer ─────────────

export const footer = style({
  paddingBlock: vars.space['12'],
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  scrollMarginTop: '4rem',
});

export const footerGrid = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr repeat(3, minmax(0, 1fr))' } },
});

export const footerHeading = style({
  margin: 0,
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const footerList = style([list, { display: 'grid', gap: vars.space['2'] }]);

export const footerLink = style({
  color: 'inherit',
  fontSize: vars.fontSize.sm,
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** A footer entry with no page yet: plain text, visibly not a link. */
export const footerInert = style({ fontSize: vars.fontSize.sm, opacity: 0.8, cursor: 'default' });

export const footerText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const footerAddress = style([
  footerText,
  { marginTop: vars.space['3'], fontStyle: 'normal' },
]);

export const footerBottom = style({
  marginTop: vars.space['10'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// ───────────── legal pages ─────────────

export const legal = style({
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['4'],
});

globalStyle(`${legal} h2`, {
  marginTop: vars.space['8'],
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${legal} p, ${legal} li`, {
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
