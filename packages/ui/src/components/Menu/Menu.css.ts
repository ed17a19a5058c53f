import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { insetFocusShadow } from '../private/styleObjects';

export const popover = style({
  minWidth: `max(var(--trigger-width), calc(${vars.space['16']} * 3))`,
  maxWidth: `min(calc(100vw - ${vars.space['8']}), calc(${vars.space['16']} * 5))`,
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space['1'],
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  selectors: {
    '&[data-focused]': {
      background: vars.color.tone.brand.subtle,
      color: vars.color.tone.brand.onSubtle,
    },
    '&[data-pressed]': { background: vars.color.tone.brand.border },
    '&[data-focus-visible]': { boxShadow: insetFocusShadow },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[data-tone="danger"]': { color: vars.color.tone.danger.onSubtle },
    '&[data-tone="danger"][data-focused]': {
      background: vars.color.tone.danger.subtle,
      color: vars.color.tone.danger.onSubtle,
    },
  },
});

export const itemIcon = style({ marginBlockStart: vars.space['0.5'] });

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const itemLabel = style({
  selectors: { [`${item}[data-disabled] &`]: { opacity: 0.75 } },
});

export const itemDescription = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: { [`${item}[data-focused] &`]: { color: 'inherit' } },
});

export const shortcut = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space['4'],
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const check = style({ marginInlineStart: 'auto', color: vars.color.tone.brand.onSubtle });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: { '& + &': { marginBlockStart: vars.space['1'] } },
});

export const sectionHeader = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const separator = style({
  height: vars.borderWidth.hairline,
  marginBlock: vars.space['1'],
  marginInline: vars.space['2'],
  border: 'none',
  background: vars.color.border,
});
