import type { Decorator } from '@storybook/react-vite';

/** Stories only: a form-column width, so fields look as they do in a form, not page-wide. */
export const formColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '24rem' }}>
    <Story />
  </div>
);

/**
 * Stories only, as a `beforeEach`: RAC announces a focused button's pending state by reference to
 * the button's id, and the announcement outlives the story; its cleanup drops it so that the next
 * story's accessibility check does not meet a reference to an element that is gone.
 */
export const clearAnnouncements = () => () => {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((n) => n.remove());
};
