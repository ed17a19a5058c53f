/**
 * The semantic tones: what a colour means to the reader, never which record it belongs to. Components
 * that colour by meaning (StatusBadge, Alert, Toast, Menu items, Button's danger variant) use these
 * names; which business status takes which tone is decided by the product (packages/features).
 */
export const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type Tone = (typeof tones)[number];
