import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BrowserNavigationContext, type BrowserNavigation } from '../kit/navigation';

/**
 * Spies in place of whole-page navigation (sign-in, sign-out, reload after login, Back), so a story
 * can assert where the browser would go without leaving Storybook.
 */
export const navigationSpy = {
  assign: fn<BrowserNavigation['assign']>().mockName('navigation.assign'),
  reload: fn<BrowserNavigation['reload']>().mockName('navigation.reload'),
  back: fn<BrowserNavigation['back']>().mockName('navigation.back'),
};

/** Story decorator: the spies become the features' browser navigation; they start each story empty. */
export const withNavigationSpy: Decorator = (Story) => (
  <BrowserNavigationContext.Provider value={navigationSpy}>
    <Story />
  </BrowserNavigationContext.Provider>
);

/** For `beforeEach` of a story file. */
export function resetNavigationSpy() {
  navigationSpy.assign.mockClear();
  navigationSpy.reload.mockClear();
  navigationSpy.back.mockClear();
}
