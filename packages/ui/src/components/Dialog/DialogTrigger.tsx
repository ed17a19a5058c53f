import { useContext, type ReactNode } from 'react';
import {
  DialogContext,
  DialogTrigger as RACDialogTrigger,
  OverlayTriggerStateContext,
  type DialogTriggerProps as RACDialogTriggerProps,
} from 'react-aria-components';
import { DialogLayerContext } from './context';

export type DialogTriggerProps = RACDialogTriggerProps;

/**
 * Opens the Modal or Popover that follows its trigger (the first child, usually a Button) and
 * returns focus to the trigger when it closes.
 */
export function DialogTrigger({ children, ...props }: DialogTriggerProps) {
  return (
    <RACDialogTrigger {...props}>
      <ShareTriggerState>{children}</ShareTriggerState>
    </RACDialogTrigger>
  );
}

/**
 * Hands react-aria-components' trigger state and dialog id to our Modal and Dialog (a Popover
 * reads react-aria-components' contexts directly).
 */
function ShareTriggerState({ children }: { children: ReactNode }) {
  const state = useContext(OverlayTriggerStateContext);
  const dialog = useContext(DialogContext) as { id?: string; 'aria-labelledby'?: string } | null;
  return (
    <DialogLayerContext.Provider
      value={state ? { state, id: dialog?.id, triggerId: dialog?.['aria-labelledby'] } : null}
    >
      {children}
    </DialogLayerContext.Provider>
  );
}
