/**
 * The story kit (dev only): what every story of every package starts from. This entry holds the
 * screenshot modes and imports nothing, so that the stories of packages/ui may use it; Storybook's
 * generic decorators (theme, router, SWR) are `@petrobridge/story-kit/decorators`. Only stories,
 * `.storybook`, the stories' fake server (packages/features/src/mocks) and tests import this package.
 */
export {
  viewports,
  allModes,
  screenshotModes,
  shots,
  type ModeName,
  type Mode,
  type Shot,
} from './modes';
