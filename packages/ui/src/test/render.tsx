import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { pawcallTheme } from '../themes/pawcall.css';

/** Renders inside the Pawcall theme, as the app does. */
export function renderWithTheme(ui: ReactElement, options: RenderOptions & { locale?: string } = {}) {
  const { locale, ...rest } = options;
  return render(
    <ThemeProvider theme={pawcallTheme} locale={locale}>
      {ui}
    </ThemeProvider>,
    rest,
  );
}
