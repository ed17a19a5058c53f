import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Calls `onEnd` once the CSS animations running on the element when `isActive` turns true have
 * finished (at once when none runs), so a `[data-entering]` / `[data-exiting]` keyframe plays to
 * its end. The same contract as react-aria-components' overlays, whose hooks are not public.
 */
function useAnimationEnd(ref: RefObject<HTMLElement | null>, isActive: boolean, onEnd: () => void) {
  const wasActive = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (isActive && element && !wasActive.current) {
      const running =
        'getAnimations' in element
          ? element
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  (typeof DocumentTimeline === 'undefined' ||
                    animation.timeline instanceof DocumentTimeline),
              )
          : [];
      if (running.length === 0) onEnd();
      else
        void Promise.all(running.map((animation) => animation.finished))
          .then(() => flushSync(onEnd))
          // A cancelled animation (the overlay reopened or unmounted) ends nothing.
          .catch(() => undefined);
    }
    wasActive.current = isActive;
  }, [ref, isActive, onEnd]);
}

/** True from mount until the element's entry animation has finished (`data-entering`). */
export function useEnterAnimation(ref: RefObject<HTMLElement | null>): boolean {
  const [isEntering, setEntering] = useState(true);
  useAnimationEnd(
    ref,
    isEntering,
    useCallback(() => setEntering(false), []),
  );
  return isEntering;
}

/**
 * True from the moment `isOpen` turns false until the element's exit animation has finished
 * (`data-exiting`): the caller keeps the element mounted meanwhile. Reopening interrupts it.
 */
export function useExitAnimation(ref: RefObject<HTMLElement | null>, isOpen: boolean): boolean {
  const [phase, setPhase] = useState<'open' | 'exiting' | 'closed'>(isOpen ? 'open' : 'closed');
  if (phase === 'open' && !isOpen) setPhase('exiting');
  else if (phase !== 'open' && isOpen) setPhase('open');
  const isExiting = phase === 'exiting';
  useAnimationEnd(
    ref,
    isExiting,
    useCallback(() => setPhase((current) => (current === 'exiting' ? 'closed' : current)), []),
  );
  return isExiting;
}
