import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
  type ToastRegionProps as RACToastRegionProps,
} from 'react-aria-components';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { CloseButton } from '../private/CloseButton';
import * as styles from './Toast.css';

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

const toneIcon = { neutral: Info, success: CircleCheck, danger: CircleAlert } as const;

/**
 * Where toasts appear: mount it once near the root. F8 moves focus to the visible toast (docs/product.md#constants);
 * RAC's own landmark key is F6, so F8 is added here.
 */
export function ToastRegion({ queue = toastQueue, className, ...props }: ToastRegionProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = ref.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <RACToastRegion {...props} ref={ref} queue={queue} className={className ?? styles.region}>
      {({ toast: queued }) => <ToastItem toast={queued} onClose={() => queue.close(queued.key)} />}
    </RACToastRegion>
  );
}

function ToastItem({
  toast: queued,
  onClose,
}: {
  toast: QueuedToast<ToastContent>;
  onClose: () => void;
}) {
  const { title, description, tone } = queued.content;
  const Icon = toneIcon[tone];
  const swipe = useSwipeRight(onClose);
  return (
    <RACToast
      toast={queued}
      className={styles.toast({ tone })}
      data-tone={tone}
      style={swipe.offset > 0 ? { transform: `translateX(${swipe.offset}px)` } : undefined}
      data-swiping={swipe.isSwiping || undefined}
      {...swipe.handlers}
    >
      <Icon aria-hidden className={styles.icon} />
      <RACToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </RACToastContent>
      <CloseButton slot="close" className={styles.close} />
    </RACToast>
  );
}

/** Pointer-event swipe: the toast follows the pointer to the right and closes past the threshold. */
function useSwipeRight(onDismiss: () => void) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [isSwiping, setIsSwiping] = useState(false);

  const end = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    setIsSwiping(false);
    if (distance >= TOAST_SWIPE_THRESHOLD) onDismiss();
    else setOffset(0);
  };

  return {
    offset,
    isSwiping,
    handlers: {
      onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
      },
      onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => {
        if (!start.current || start.current.pointerId !== event.pointerId) return;
        const distance = Math.max(0, event.clientX - start.current.x);
        // Capture only once a swipe has begun, so a plain click still reaches the close button.
        if (distance > 4 && !isSwiping) {
          setIsSwiping(true);
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // Synthetic pointers (tests) have no active pointer to capture; following them still works.
          }
        }
        setOffset(distance);
      },
      onPointerUp: end,
      onPointerCancel: () => {
        start.current = null;
        setIsSwiping(false);
        setOffset(0);
      },
    },
  };
}
