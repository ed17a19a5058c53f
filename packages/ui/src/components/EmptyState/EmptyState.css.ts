import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space['3'],
    marginInline: 'auto',
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      sm: { padding: vars.space['4'], maxWidth: `calc(${vars.space['16']} * 5)` },
      md: { padding: vars.space['10'], maxWidth: `calc(${vars.space['16']} * 7)` },
    },
  },
});

export const iconWell = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
  },
  variants: {
    size: {
      sm: { width: vars.space['10'], height: vars.space['10'] },
      md: { width: vars.space['16'], height: vars.space['16'] },
    },
  },
});

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const action = style({ marginBlockStart: vars.space['2'] });
