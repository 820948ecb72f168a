import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const rootWithSurface = style({ background: vars.color.surface, minHeight: '100%' });

// Portalled layers (dialogs, menus, toasts) live here: inside the themed root so they keep the
// brand's variables, but zero-sized so they never affect layout.
export const portalHost = style({ position: 'relative', zIndex: vars.zIndex.popover });

// Plain links take the brand colour. Wrapped in :where() so the rule has element-only specificity
// and any class on a link (a Button-styled link, the app's own styles) wins.
globalStyle(`:where(${root}) a`, { color: vars.color.brand, textUnderlineOffset: '0.15em' });
globalStyle(`:where(${root}) a:hover`, { color: vars.color.brandHover });
globalStyle(`:where(${root}) a:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});
