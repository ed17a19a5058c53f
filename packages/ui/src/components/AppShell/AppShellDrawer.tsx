import { useMemo, type ReactNode } from 'react';
import { Dialog, Modal } from '../Dialog';
import { DrawerContext } from '../private/DrawerContext';
import * as styles from './AppShell.css';

export interface AppShellDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  close: () => void;
  title: string;
  children: ReactNode;
}

/** The side menu's drawer below the desktop breakpoint; AppShell loads it on first use. */
export function AppShellDrawer({
  isOpen,
  onOpenChange,
  close,
  title,
  children,
}: AppShellDrawerProps) {
  const drawer = useMemo(() => ({ close }), [close]);
  return (
    <Modal placement="start" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={title}>
        <DrawerContext.Provider value={drawer}>
          <div className={styles.drawerNav}>{children}</div>
        </DrawerContext.Provider>
      </Dialog>
    </Modal>
  );
}
