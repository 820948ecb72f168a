import { createTheme } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { createBrand } from '../theme/createBrand';

/** Pawcall's own brand: teal with a warm amber accent. */
export const pawcallTokens = createBrand({
  brand: '#0b7a75',
  accent: '#f4b860',
  fontFamily: "Inter, 'Segoe UI', system-ui, -apple-system, sans-serif",
  radius: 8,
});

export const pawcallTheme = createTheme(vars, pawcallTokens, 'pawcall');
