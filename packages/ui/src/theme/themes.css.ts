import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

const font = { body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' };
const space = { sm: '0.5rem', md: '1rem', lg: '1.5rem' };
const radius = { md: '0.5rem' };

export const lightTheme = createTheme(vars, {
  color: {
    background: '#f8fafc',
    surface: '#ffffff',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    brand: '#1d4ed8',
    brandText: '#ffffff',
    focusRing: '#2563eb',
  },
  font,
  space,
  radius,
});

export const darkTheme = createTheme(vars, {
  color: {
    background: '#0b1120',
    surface: '#111827',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    border: '#334155',
    brand: '#60a5fa',
    brandText: '#0b1120',
    focusRing: '#93c5fd',
  },
  font,
  space,
  radius,
});
