import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Menu as MenuIcon } from 'lucide-react';
import { Button } from '../Button';
import { Dialog, Modal } from '../Dialog';
import { DrawerContext } from '../private/DrawerContext';
import { VisuallyHidden } from '../VisuallyHidden';
import { media } from '../../tokens/media';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** The top bar: brand, header navigation, notifications, user menu. */
  header: ReactNode;
  /** The side menu, usually a SideNav; a drawer below the desktop breakpoint. */
  sideNav: ReactNode;
  /** The page. */
  children: ReactNode;
  /**
   * Accessible name of the button that opens the drawer.
   * @default 'Open menu'
   */
  menuLabel?: string;
  /**
   * Title of the drawer (the side menu's name).
   * @default 'Menu'
   */
  drawerTitle?: string;
  /**
   * Text of the skip link, the first tab stop, which jumps to the content.
   * @default 'Skip to content'
   */
  skipLinkLabel?: string;
}

/**
 * The signed-in layout: header on top, side menu on the left, content in the rest. Below
 * `media.desktop` the side menu moves into a drawer (Modal) opened from a menu button in the header;
 * pressing a SideNavItem there closes it.
 */
export function AppShell({
  header,
  sideNav,
  children,
  menuLabel = 'Open menu',
  drawerTitle = 'Menu',
  skipLinkLabel = 'Skip to content',
}: AppShellProps) {
  const mainId = useId();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const drawer = useMemo(() => ({ close: () => setDrawerOpen(false) }), []);

  // The drawer has no place on desktop, where the side menu is always shown.
  useEffect(() => {
    const query = window.matchMedia(media.desktop);
    const onChange = () => {
      if (query.matches) setDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <div className={styles.shell}>
      <VisuallyHidden isFocusable>
        <a
          href={`#${mainId}`}
          className={styles.skipLink}
          onClick={(event) => {
            // Move focus in script: a hash change would be taken by the client router (or a <base>).
            event.preventDefault();
            document.getElementById(mainId)?.focus();
          }}
        >
          {skipLinkLabel}
        </a>
      </VisuallyHidden>
      <header className={styles.header}>
        <Button
          variant="ghost"
          icon={MenuIcon}
          aria-label={menuLabel}
          className={styles.menuButton}
          onPress={() => setDrawerOpen(true)}
        />
        <div className={styles.headerContent}>{header}</div>
      </header>
      <div className={styles.side}>{sideNav}</div>
      <Modal placement="start" isOpen={isDrawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog title={drawerTitle}>
          <DrawerContext.Provider value={drawer}>
            <div className={styles.drawerNav}>{sideNav}</div>
          </DrawerContext.Provider>
        </Dialog>
      </Modal>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
