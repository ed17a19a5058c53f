import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, insetFocusRing } from '../private/styleObjects';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  // Many or long tabs scroll sideways on narrow screens instead of wrapping.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  paddingBlockEnd: vars.space['3'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}, background ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    insetBlockEnd: `calc(-1 * ${vars.borderWidth.hairline})`,
    height: vars.space['0.5'],
    borderRadius: vars.radius.full,
    background: 'transparent',
    transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  },
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.tone.brand.onSubtle },
    '&[data-selected]::after': { background: vars.color.tone.brand.solid },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  minWidth: 0,
  selectors: {
    '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.md },
  },
});
