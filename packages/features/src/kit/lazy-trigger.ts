import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { KeyboardEvent, PressEvent } from 'react-aria-components';

/**
 * How the loaded trigger takes over from the stand-in it replaces. A ref, read when the loaded
 * trigger mounts: a press that began on the stand-in after the code arrived, but before the swap,
 * still counts.
 */
export type TriggerHandoff = RefObject<{
  /** The stand-in had focus: the loaded trigger takes it. */
  focus: boolean;
  /** The stand-in was pressed (or opened from the keyboard) while the code loaded. */
  open: boolean;
}>;

/** Props for the stand-in Button rendered until the overlay's code is there. */
export interface StandInProps {
  ref: RefObject<HTMLButtonElement | null>;
  onHoverStart: () => void;
  onFocus: () => void;
  onPressStart: (event: PressEvent) => void;
  onPress: (event: PressEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A header menu or popover whose code (react-aria-components' Menu, Popover, Modal and overlay
 * positioning) is not needed for the page's first paint: the page renders a stand-in trigger that
 * looks and reads the same, and the overlay's module is loaded on the first hover, focus or press
 * (`load` must be a module-level function, so the cache outlives the component). Once it is there
 * the loaded trigger replaces the stand-in, takes its focus and opens if it was asked to meanwhile.
 */
export function useLazyTrigger<M>(load: () => Promise<M>): {
  module: M | undefined;
  standIn: StandInProps;
  handoff: TriggerHandoff;
} {
  const [module, setModule] = useState(() => loaded.get(load) as M | undefined);
  const handoff: TriggerHandoff = useRef({ focus: false, open: false });
  const ref = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(() => {
    void load().then((m) => {
      loaded.set(load, m);
      if (!mounted.current) return;
      // Read before the swap, while the stand-in is still in the document.
      if (ref.current !== null && document.activeElement === ref.current) {
        handoff.current.focus = true;
      }
      setModule(() => m);
    });
  }, [load]);

  const open = useCallback(() => {
    handoff.current.open = true;
    start();
  }, [start]);

  return {
    module,
    handoff,
    standIn: {
      ref,
      onHoverStart: start,
      onFocus: start,
      // As react-aria's menu trigger: a mouse opens on press start, touch and keyboard on press.
      // A mouse press the swap cuts in two (down on the stand-in, up on the loaded trigger) opens.
      onPressStart: (event) => {
        if (event.pointerType !== 'touch' && event.pointerType !== 'keyboard') open();
      },
      onPress: open,
      onKeyDown: (event) => {
        // The keys that open a menu from its trigger; Enter and Space are presses.
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') open();
        else event.continuePropagation();
      },
    },
  };
}

/**
 * For the loaded trigger: on mount, takes the stand-in's focus and opens the overlay if it was
 * asked for while loading.
 */
export function useTakeOver(
  handoff: TriggerHandoff,
  ref: RefObject<HTMLButtonElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    const { focus, open } = handoff.current;
    if (focus || open) ref.current?.focus();
    if (open) setOpen(true);
  }, [handoff, ref, setOpen]);
}
