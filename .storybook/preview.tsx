import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import '../packages/ui/src/test/storybookDeps';
import { ThemeProvider } from '../packages/ui/src/theme/ThemeProvider';
import { brands, defaultBrand, findBrand } from '../packages/ui/src/themes/brands';

/** Loads the chosen brand's theme before the story renders (each brand is its own chunk). */
const loadBrand: Loader = async (context) => ({
  brandTheme: await (findBrand(String(context.globals.brand)) ?? defaultBrand).load(),
});

/** Wraps every story in the chosen brand and locale, as the app's ThemeProvider does. */
const withTheme: Decorator = (Story, context) => {
  const brand = String(context.loaded.brandTheme);
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
  loaders: [loadBrand],
  decorators: [withTheme],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((brand) => ({
          value: brand.id,
          title: 'summary' in brand ? `${brand.title} (${brand.summary})` : brand.title,
        })),
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
  initialGlobals: { brand: defaultBrand.id, locale: 'en-US' },
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
