import { createTheme } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { createBrand } from '../theme/createBrand';

/** The pharmacy-retail white-label brand: clinical blue, magenta accent, squarer corners. */
export const pharmacyTokens = createBrand({
  brand: '#1f5fbf',
  accent: '#c2185b',
  fontFamily: "'Source Sans 3', 'Helvetica Neue', Arial, sans-serif",
  headingFontFamily: "Georgia, 'Times New Roman', serif",
  radius: 3,
});

export const pharmacyTheme = createTheme(vars, pharmacyTokens, 'pharmacy');
