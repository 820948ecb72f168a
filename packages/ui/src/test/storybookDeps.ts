// Imported by .storybook/preview.tsx so Vite's first dependency scan (run from the story files,
// before any plugin transform) sees the runtime modules that the vanilla-extract transform adds to
// compiled .css.ts files. Without this a cold story-test run discovers them mid-run and reloads.
// They resolve from here (packages/ui), where they are installed, not from the repo root.
import '@vanilla-extract/recipes/createRuntimeFn';
import '@vanilla-extract/sprinkles/createRuntimeSprinkles';
import 'radix-ui';
