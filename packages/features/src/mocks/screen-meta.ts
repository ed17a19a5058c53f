import type { ComponentProps, JSXElementConstructor } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import type { Shot } from '@petrobridge/story-kit';
import { resetToasts, withToasts } from './decorators';
import { mockHandlers } from './handlers';
import { resetNavigationSpy, withNavigationSpy } from './navigation';
import type { MockRole } from './role';

type Cleanup = () => void;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as Storybook's Meta takes
type AnyComponent = JSXElementConstructor<any>;

export interface ScreenMetaOptions<TComponent extends AnyComponent, TArgs> {
  title: string;
  component: TComponent;
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
  args?: TArgs;
  /** The file's own setup, run after the navigation spy is reset and before the toasts are; may return a cleanup. */
  beforeEach?: () => Cleanup | void;
}

export interface ScreenMeta<TComponent, TArgs> {
  title: string;
  component: TComponent;
  decorators: Decorator[];
  parameters: {
    chromatic?: Shot;
    layout: 'padded' | 'fullscreen' | 'centered';
    route?: string;
    msw: { handlers: Record<string, HttpHandler[]> };
  };
  globals?: { role: MockRole };
  args?: TArgs;
  beforeEach: () => Cleanup;
}

/**
 * The meta of a feature screen's stories: the screen under its own decorators, then the navigation
 * spy and the app's toast region; the mock API answering from the mock database as `role`; and a
 * `beforeEach` that empties the navigation spy and the toast queue around the file's own setup.
 *
 * ```ts
 * const meta = screenMeta({
 *   title: 'Features/KYC/Documents',
 *   component: DocumentsPage,
 *   role: 'buyer',
 *   shots: shots.screen,
 * }) satisfies Meta<typeof DocumentsPage>;
 * export default meta;
 * type Story = StoryObj<typeof meta>;
 * ```
 */
export function screenMeta<
  TComponent extends AnyComponent,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no default args
  TArgs extends Partial<ComponentProps<TComponent>> = {},
>(options: ScreenMetaOptions<TComponent, TArgs>): ScreenMeta<TComponent, TArgs> {
  const { title, component, role, shots, layout = 'padded', route, args, beforeEach } = options;
  return {
    title,
    component,
    decorators: [...(options.decorators ?? []), withNavigationSpy, withToasts],
    parameters: {
      ...(shots !== undefined && { chromatic: shots }),
      layout,
      ...(route !== undefined && { route }),
      msw: { handlers: options.handlers ?? mockHandlers },
    },
    ...(role !== undefined && { globals: { role } }),
    ...(args !== undefined && { args }),
    beforeEach: () => {
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
