import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: {
        include: [
          'react/jsx-dev-runtime',
          // The vanilla-extract runtime (createRuntimeFn, createRuntimeSprinkles) and radix-ui are
          // packages/ui dependencies: listed here they would not resolve from the repo root. Instead
          // preview.tsx imports packages/ui/src/test/storybookDeps.ts, so Vite's first scan finds
          // them and a cold story-test run does not reload mid-run.
        ],
      },
    });
  },
};

export default config;
