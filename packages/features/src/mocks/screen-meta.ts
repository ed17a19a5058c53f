import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import type { Shot } from '@petrobridge/story-kit';
import { resetToasts, withToasts } from './decorators';
import { mockHandlers } from './handlers';
import { resetNavigationSpy, withNavigationSpy } from './navigation';
import type { MockRole } from './role';

type Cleanup = () => void;

export interface ScreenMetaOptions {
  /** Whom the session and the mock API are (`asRole`); signed out when left out. */
  role?: MockRole;
  /** `parameters.chromatic`: a preset of `shots` (@petrobridge/story-kit); the preview's alone when left out. */
  shots?: Shot;
  /** `parameters.layout`: `padded` unless given (a dialog takes the preview's `fullscreen`). */
  layout?: 'padded' | 'fullscreen' | 'centered';
  /** `parameters.route`: the memory router's first address. */
  route?: string;
  /** The mock API's handlers (`parameters.msw.handlers`): the whole mock database unless given. */
  handlers?: Record<string, HttpHandler[]>;
  /** Decorators inside the navigation spy and the toasts (a route pattern, the address). */
  decorators?: Decorator[];
  /** The file's own setup, run after the navigation spy is reset and before the toasts are; may return a cleanup. */
  beforeEach?: () => Cleanup | void;
}

export interface ScreenMeta {
  decorators: Decorator[];
  parameters: {
    chromatic?: Shot;
    layout: 'padded' | 'fullscreen' | 'centered';
    route?: string;
    msw: { handlers: Record<string, HttpHandler[]> };
  };
  globals?: { role: MockRole };
  beforeEach: (context: { parameters: { msw?: unknown } }) => Cleanup;
}

/**
 * The common part of a feature screen's stories meta: the screen under its own decorators, then the
 * navigation spy and the app's toast region; the mock API answering from the mock database as
 * `role`; and a `beforeEach` that empties the navigation spy and the toast queue around the file's
 * own setup. Title and component stay in the meta's object literal, where Storybook's indexer reads
 * them without running the file. A JSDoc comment on such a meta would lose its parameters: Storybook
 * writes the comment into a `parameters` key of its own at the end of the literal, which replaces the
 * spread's (the stories then fail loudly, below); give such a screen a plain meta.
 *
 * ```ts
 * const meta = {
 *   title: 'Features/KYC/Documents',
 *   component: DocumentsPage,
 *   ...screenMeta({ role: 'buyer', shots: shots.screen }),
 * } satisfies Meta<typeof DocumentsPage>;
 * export default meta;
 * type Story = StoryObj<typeof meta>;
 * ```
 */
export function screenMeta(options: ScreenMetaOptions): ScreenMeta {
  const { role, shots, layout = 'padded', route, beforeEach } = options;
  return {
    decorators: [...(options.decorators ?? []), withNavigationSpy, withToasts],
    parameters: {
      ...(shots !== undefined && { chromatic: shots }),
      layout,
      ...(route !== undefined && { route }),
      msw: { handlers: options.handlers ?? mockHandlers },
    },
    ...(role !== undefined && { globals: { role } }),
    beforeEach: ({ parameters }) => {
      if (!(parameters.msw as { handlers?: unknown } | undefined)?.handlers)
        throw new Error(
          "screenMeta's parameters were replaced: a JSDoc comment on the meta makes Storybook add its own `parameters` key after the spread.",
        );
      resetNavigationSpy();
      const cleanup = beforeEach?.();
      const cleanToasts = resetToasts();
      if (!cleanup) return cleanToasts;
      return () => {
        cleanup();
        cleanToasts();
      };
    },
  };
}
