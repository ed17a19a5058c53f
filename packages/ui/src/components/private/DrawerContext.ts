import { createContext, useContext } from 'react';

/**
 * Set by AppShell around the side menu while it is shown in the drawer, so a navigation item can
 * close the drawer when pressed. Null outside a drawer.
 */
export const DrawerContext = createContext<{ close: () => void } | null>(null);

export const useDrawer = () => useContext(DrawerContext);
