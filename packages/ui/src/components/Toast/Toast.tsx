import { useEffect, useState } from 'react';
import {
  UNSTABLE_ToastQueue as RACToastQueue,
  type ToastRegionProps as RACToastRegionProps,
} from 'react-aria-components';

export const toastTones = ['neutral', 'success', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

/** docs/product.md#constants: a toast stays 5000 ms unless told otherwise. */
export const TOAST_DEFAULT_TIMEOUT = 5000;
/** docs/product.md#constants: a swipe to the right of at least 50 px dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;

export interface ToastContent {
  /** Bold first line. */
  title: string;
  /** Optional second line. */
  description?: string;
  /** Colour and icon. */
  tone: ToastTone;
}

export interface ToastOptions {
  /** Bold first line, e.g. 'Deal status updated successfully'. */
  title: string;
  /** Optional second line. */
  description?: string;
  /**
   * Colour and icon: `danger` for failures (docs/product.md#messages).
   * @default 'neutral'
   */
  tone?: ToastTone;
  /**
   * Milliseconds before the toast closes by itself; 0 keeps it until dismissed.
   * @default 5000
   */
  timeout?: number;
  /** Called when the toast closes, by timeout, swipe or the close button. */
  onClose?: () => void;
}

/**
 * The app-wide queue behind `toast()`. docs/product.md#constants: at most one toast is visible; newer toasts show first
 * and older ones wait their turn.
 */
export const toastQueue = new RACToastQueue<ToastContent>({ maxVisibleToasts: 1 });

/** Shows a toast in the `<ToastRegion />`; returns its key for `dismissToast`. */
export function toast({
  title,
  description,
  tone = 'neutral',
  timeout = TOAST_DEFAULT_TIMEOUT,
  onClose,
}: ToastOptions): string {
  return toastQueue.add(
    { title, description, tone },
    { timeout: timeout > 0 ? timeout : undefined, onClose },
  );
}

/** Closes a toast by the key `toast()` returned. */
export function dismissToast(key: string) {
  toastQueue.close(key);
}

/** Closes every toast, visible or queued (e.g. on sign-out, or between stories). */
export function clearToasts() {
  toastQueue.clear();
}

export interface ToastRegionProps extends Omit<
  RACToastRegionProps<ToastContent>,
  'queue' | 'children'
> {
  /**
   * The queue to show; the app-wide queue of `toast()` unless a test brings its own.
   * @default toastQueue
   */
  queue?: RACToastQueue<ToastContent>;
}

const loadRegion = () => import('./ToastRegionView');
type ToastRegionModule = Awaited<ReturnType<typeof loadRegion>>;
/** Kept once loaded, so a region mounted later shows its first toast at once. */
let regionModule: ToastRegionModule | undefined;

/**
 * Where toasts appear: mount it once near the root. The queue and `toast()` are in every page's
 * first load, the region's code (react-aria's toast, landmark and focus handling, the swipe) is
 * not: it loads when the first toast is queued. A toast's timer starts when it is shown, so the
 * load does not shorten it. F8 moves focus to the visible toast (docs/product.md#constants).
 */
export function ToastRegion({ queue = toastQueue, ...props }: ToastRegionProps) {
  const [region, setRegion] = useState(() => regionModule);
  useEffect(() => {
    if (region) return;
    const load = () => {
      void loadRegion().then((m) => {
        regionModule = m;
        setRegion(() => m);
      });
    };
    if (queue.visibleToasts.length > 0) {
      load();
      return;
    }
    return queue.subscribe(() => {
      if (queue.visibleToasts.length > 0) load();
    });
  }, [queue, region]);
  return region ? <region.ToastRegionView queue={queue} {...props} /> : null;
}
