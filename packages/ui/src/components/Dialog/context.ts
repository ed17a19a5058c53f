import { createContext } from 'react';
import type { OverlayTriggerState } from 'react-stately';

/** What a Dialog takes from the trigger or the Modal around it. */
export interface DialogLayer {
  /** Open state: the Dialog's `close` and close button act on it. */
  state: OverlayTriggerState;
  /** The dialog's id, which the trigger's `aria-controls` points to. */
  id?: string;
  /** The trigger's id: names the dialog when it has no title. */
  triggerId?: string;
}

/**
 * Set by DialogTrigger (from react-aria-components' trigger state) and by Modal. Modal and Dialog read
 * it instead of react-aria-components' own contexts, whose module imports Menu and Popover, so that a
 * modal dialog loads no menu or positioning code.
 */
export const DialogLayerContext = createContext<DialogLayer | null>(null);
