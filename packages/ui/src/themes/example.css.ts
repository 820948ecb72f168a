// The example brand: what a product team writes to brand @pawcall/ui as their own (README, "Make a
// brand"). A few inputs; createBrand derives every token and fixes any colour that would miss AA.
import { createTheme } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { createBrand } from '../theme/createBrand';

/** "Meadow Vets": a made-up clinic group in plum and gold with soft, round corners. */
export const exampleTokens = createBrand({
  brand: '#6b3fa0',
  accent: '#ffb000',
  fontFamily: "'Nunito', 'Trebuchet MS', system-ui, sans-serif",
  headingFontFamily: "'Merriweather', Georgia, serif",
  radius: 14,
});

// Any derived token can still be overridden when the brand guide insists on it.
exampleTokens.shadow.md = '0 2px 10px rgba(60, 20, 100, 0.16)';

export const exampleTheme = createTheme(vars, exampleTokens, 'example');
