import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactNode, useRef } from 'react';
import * as styles from './AppShell.css';

export interface AppShellProps extends HTMLAttributes<HTMLDivElement> {
  /** The page's header, usually an AppHeader. */
  header: ReactNode;
  /** The skip link's text ("Skip to main content"): the first stop of the keyboard on every page. */
  skipLinkLabel: string;
  /** The main region's id, the skip link's target. Defaults to "main". */
  mainId?: string;
  /** The page's content, rendered in the main region. */
  children: ReactNode;
}

/**
 * A whole page: a skip link, the header and the main region (at most 65rem wide, centred). The
 * skip link is hidden until the first Tab and moves keyboard focus past the header to the content.
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  { header, skipLinkLabel, mainId = 'main', children, className, ...rest },
  ref,
) {
  const main = useRef<HTMLElement>(null);
  // Focus the region itself rather than following the fragment: the address keeps no "#main" that
  // a router would treat as a navigation, and the next Tab starts inside the content.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!main.current) return;
    event.preventDefault();
    main.current.focus();
    main.current.scrollIntoView?.({ block: 'start' });
  };
  return (
    <div ref={ref} className={[styles.page, className].filter(Boolean).join(' ')} {...rest}>
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skip}>
        {skipLinkLabel}
      </a>
      {header}
      <main ref={main} id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
});
AppShell.displayName = 'AppShell';

export interface AppHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The product's name or logo, usually a link home; it takes the room left at the start. */
  brand: ReactNode;
  /** The main links; rendered in a <nav> named by `navigationLabel`. */
  navigation?: ReactNode;
  /** The navigation's name for screen readers ("Main"); required with `navigation`. */
  navigationLabel?: string;
  /** Controls after the navigation (a language picker). */
  actions?: ReactNode;
}

/** The page's banner: brand, navigation and actions in a row that wraps on narrow screens. */
export const AppHeader = forwardRef<HTMLElement, AppHeaderProps>(function AppHeader(
  { brand, navigation, navigationLabel, actions, className, ...rest },
  ref,
) {
  return (
    <header ref={ref} className={[styles.header, className].filter(Boolean).join(' ')} {...rest}>
      <div className={styles.brand}>{brand}</div>
      {navigation ? (
        <nav aria-label={navigationLabel} className={styles.slot}>
          {navigation}
        </nav>
      ) : null}
      {actions ? <div className={styles.slot}>{actions}</div> : null}
    </header>
  );
});
AppHeader.displayName = 'AppHeader';
