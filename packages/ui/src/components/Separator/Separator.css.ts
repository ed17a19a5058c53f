import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const separator = style({
  flexShrink: 0,
  margin: 0,
  border: 'none',
  background: vars.color.border,
});

export const orientation = styleVariants({
  horizontal: { height: vars.borderWidth.hairline, width: '100%' },
  vertical: { width: vars.borderWidth.hairline, alignSelf: 'stretch', minHeight: vars.space['4'] },
});

/** Space on both sides of the line, along the axis it separates. */
export const horizontalSpacing = styleVariants({
  none: {},
  sm: { marginBlock: vars.space['2'] },
  md: { marginBlock: vars.space['4'] },
  lg: { marginBlock: vars.space['6'] },
});

export const verticalSpacing = styleVariants({
  none: {},
  sm: { marginInline: vars.space['2'] },
  md: { marginInline: vars.space['4'] },
  lg: { marginInline: vars.space['6'] },
});
