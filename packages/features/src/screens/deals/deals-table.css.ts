/** What ui's parts do not give Deal Management: the Cards | Table switch. Only `vars`. */
import { style } from '@vanilla-extract/css';
import { vars } from '@petrobridge/ui';

/** The two buttons joined as one segmented control. */
export const viewSwitch = style({
  display: 'inline-flex',
  padding: vars.space['0.5'],
  gap: vars.space['0.5'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const viewButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '2.25rem',
  paddingInline: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.tone.brand.subtle,
      color: vars.color.tone.brand.onSubtle,
    },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focusRing,
    },
  },
});

/** The table's note under it: what the sort orders. */
export const caption = style({ marginBlockStart: vars.space['2'] });
