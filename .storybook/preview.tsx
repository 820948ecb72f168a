import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/ui/src/test/storybookDeps';
import { ThemeProvider } from '../packages/ui/src/theme/ThemeProvider';
import { exampleTheme } from '../packages/ui/src/themes/example.css';
import { pawcallTheme } from '../packages/ui/src/themes/pawcall.css';
import { pharmacyTheme } from '../packages/ui/src/themes/pharmacy.css';

const brands: Record<string, string> = {
  pawcall: pawcallTheme,
  pharmacy: pharmacyTheme,
  example: exampleTheme,
};

/** Wraps every story in the chosen brand and locale, as the app's ThemeProvider does. */
const withTheme: Decorator = (Story, context) => {
  const brand = brands[String(context.globals.brand)] ?? pawcallTheme;
  const locale = String(context.globals.locale ?? 'en-US');
  return (
    <ThemeProvider theme={brand} locale={locale} surface>
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'pawcall', title: 'Pawcall' },
          { value: 'pharmacy', title: 'Pharmacy (white label)' },
          { value: 'example', title: 'Example brand (README recipe)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale for formatted money, dates and times',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: ['en-US', 'en-CA', 'fr-CA', 'en-GB'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'pawcall', locale: 'en-US' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
