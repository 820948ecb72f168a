// The brands @pawcall/ui ships, in one list: Storybook's brand toolbar, the visual regression runner,
// the published-package test and the app all read it, so a new brand is its theme file and one entry
// here (plus its static `./themes/<id>` export in package.json: export maps cannot be computed).
// Each theme is loaded on demand, so a bundler gives every brand its own chunk and an app downloads
// only the brands its users wear. Node scripts import this file directly (type stripping): keep it
// free of TypeScript-only runtime syntax (enums, namespaces, parameter properties).

export interface Brand {
  /** The brand's key: its theme file (`<id>.css.ts`), its export (`./themes/<id>`), a user's `theme`. */
  id: string;
  /** Its name where people pick a brand. */
  title: string;
  /** What it is for, when the name does not say it. */
  summary?: string;
  /** The brand's theme class (import its module, which adds its CSS to the page). */
  load: () => Promise<string>;
}

export const brands = [
  {
    id: 'pawcall',
    title: 'Pawcall',
    load: () => import('./pawcall.css').then((theme) => theme.pawcallTheme),
  },
  {
    id: 'pharmacy',
    title: 'Pharmacy',
    summary: 'white label',
    load: () => import('./pharmacy.css').then((theme) => theme.pharmacyTheme),
  },
  {
    id: 'example',
    title: 'Example brand',
    summary: 'README recipe',
    load: () => import('./example.css').then((theme) => theme.exampleTheme),
  },
] as const satisfies readonly Brand[];

export type BrandId = (typeof brands)[number]['id'];

/** The brand every screen starts in, and the one shown for a theme no entry names. */
export const defaultBrand: Brand = brands[0];

/** The registered brand called `id`, if any. */
export function findBrand(id: string | null | undefined): Brand | undefined {
  return brands.find((brand) => brand.id === id);
}
