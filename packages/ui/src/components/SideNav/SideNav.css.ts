import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['3'],
  fontFamily: vars.font.body,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const groupHeading = style({
  margin: 0,
  paddingInline: vars.space['3'],
  paddingBlockEnd: vars.space['1'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.space['10'],
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}, color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.tone.neutral.subtle },
    '&[aria-current="page"]': {
      background: vars.color.tone.brand.subtle,
      color: vars.color.tone.brand.onSubtle,
    },
    // The bar at the start edge marks the current page without relying on colour alone.
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space['2'],
      width: vars.space['1'],
      borderRadius: vars.radius.full,
      background: vars.color.tone.brand.solid,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

// Words wrap whole next to a badge ('Coming soon'); only a word too long for the menu breaks.
export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'break-word' });

export const disabledLabel = style({ opacity: 0.75 });
