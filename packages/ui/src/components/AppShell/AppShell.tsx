import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Menu as MenuIcon } from 'lucide-react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { media } from '../../tokens/media';
import * as styles from './AppShell.css';

const loadDrawer = () => import('./AppShellDrawer');
type DrawerModule = Awaited<ReturnType<typeof loadDrawer>>;
/** Kept once loaded, so a later AppShell renders its drawer without waiting. */
let drawerModule: DrawerModule | undefined;

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
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // The drawer's code (Modal, Dialog, and the react-aria-components modules they import) is not
  // needed for the first paint, and not at all on desktop: it loads on the first hover, focus or
  // press of the menu button; a press opens the drawer as soon as it is there.
  const [drawer, setDrawer] = useState(() => drawerModule);
  const prefetchDrawer = useCallback(() => {
    void loadDrawer().then((m) => {
      drawerModule = m;
      setDrawer(() => m);
    });
  }, []);

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
          onHoverStart={prefetchDrawer}
          onFocus={prefetchDrawer}
          onPress={() => {
            prefetchDrawer();
            setDrawerOpen(true);
          }}
        />
        <div className={styles.headerContent}>{header}</div>
      </header>
      <div className={styles.side}>{sideNav}</div>
      {drawer ? (
        <drawer.AppShellDrawer
          isOpen={isDrawerOpen}
          onOpenChange={setDrawerOpen}
          close={closeDrawer}
          title={drawerTitle}
        >
          {sideNav}
        </drawer.AppShellDrawer>
      ) : null}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
