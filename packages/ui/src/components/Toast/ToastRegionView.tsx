import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { CloseButton } from '../private/CloseButton';
import {
  TOAST_SWIPE_THRESHOLD,
  toastQueue,
  type ToastContent,
  type ToastRegionProps,
} from './Toast';
import * as styles from './Toast.css';

const toneIcon = { neutral: Info, success: CircleCheck, danger: CircleAlert } as const;

/**
 * The toast region itself, loaded by ToastRegion with the first toast. F8 moves focus to the visible
 * toast (docs/product.md#constants); RAC's own landmark key is F6, so F8 is added here.
 */
export function ToastRegionView({ queue = toastQueue, className, ...props }: ToastRegionProps) {
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
