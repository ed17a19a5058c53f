import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../private/styleObjects';

/** Widths on the spacing scale (there is no separate size scale): 4rem steps. */
const measure = (steps: number) => `calc(${vars.space['16']} * ${steps})`;

export const popoverSizes = ['sm', 'md'] as const;
export type PopoverSize = (typeof popoverSizes)[number];

export const popover = recipe({
  base: { overflow: 'visible' },
  variants: {
    // Never wider than the viewport.
    size: {
      /** Details, a filter, a short form. */
      sm: { maxWidth: `min(calc(100vw - ${vars.space['8']}), ${measure(5)})` },
      /** A list whose lines should read on one line (the notification centre). */
      md: { maxWidth: `min(calc(100vw - ${vars.space['8']}), ${measure(7)})` },
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  outline: 'none',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: { '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.lg } },
});
