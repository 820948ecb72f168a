import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import './reset.css';
import { portalHost, root, rootWithSurface } from './ThemeProvider.css';

export interface ThemeContextValue {
  /** The brand's theme class (from `@pawcall/ui/themes/<brand>`). */
  themeClass: string;
  /** Element inside the themed root where Radix portals render. */
  portalContainer: HTMLElement | null;
  /** BCP 47 locale used by Money, Countdown and dates when no `locale` prop is given. */
  locale: string;
}

const ThemeContext = createContext<ThemeContextValue>({
  themeClass: '',
  portalContainer: null,
  locale: 'en-US',
});

export interface ThemeProviderProps {
  /** Theme class, e.g. `pawcallTheme` from `@pawcall/ui/themes/pawcall`. */
  theme: string;
  /** Default locale for formatters (en-US, en-CA, fr-CA, en-GB). */
  locale?: string;
  /** Paint the page surface colour on the root (for full-page apps). */
  surface?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * Puts the brand's theme class on its root element and exposes it through context so that
 * portalled Radix content (Dialog, Select, Toast) renders inside an element carrying the class.
 */
export function ThemeProvider({ theme, locale = 'en-US', surface, className, children }: ThemeProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const value = useMemo(
    () => ({ themeClass: theme, portalContainer, locale }),
    [theme, portalContainer, locale],
  );
  const classes = [theme, root, surface ? rootWithSurface : '', className].filter(Boolean).join(' ');
  return (
    <ThemeContext.Provider value={value}>
      <div className={classes} data-pawcall-theme="">
        {children}
        <div ref={setPortalContainer} className={portalHost} data-pawcall-portal="" />
      </div>
    </ThemeContext.Provider>
  );
}
ThemeProvider.displayName = 'ThemeProvider';

export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}

/** Container for Radix `Portal`s; undefined falls back to document.body outside a provider. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeContext).portalContainer ?? undefined;
}

export function useLocale(locale?: string): string {
  const fromContext = useContext(ThemeContext).locale;
  return locale ?? fromContext;
}
