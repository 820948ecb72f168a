// React-free theme entry (@pawcall/ui/theme): safe to import from a brand's .css.ts file.
export { contrast, ensureContrast, mix, readableOn } from './color';
export { vars } from './contract.css';
export { type BrandInput, createBrand } from './createBrand';
export { breakpoints, media, type Space, spaceScale, type ThemeTokens } from './tokens';
