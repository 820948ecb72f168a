/** Small colour helpers used at build time by createBrand (sRGB hex in, hex out). */

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const clean = hex.trim().replace(/^#/, '');
  const full =
    clean.length === 3
      ? clean
          .split('')
          .map((c) => c + c)
          .join('')
      : clean;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`createBrand: expected a hex colour, got "${hex}"`);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `a` towards `b`; amount 0 is a, 1 is b. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as Rgb);
}

export function luminance(hex: string): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Darkens (or lightens, on dark backgrounds) `color` in small steps until it reaches `ratio`
 * against every background, so any brand input yields readable text.
 */
export function ensureContrast(color: string, backgrounds: string[], ratio: number): string {
  const darkBackground = backgrounds.every((bg) => luminance(bg) < 0.18);
  const target = darkBackground ? '#ffffff' : '#000000';
  let current = color;
  for (let step = 1; step <= 40 && backgrounds.some((bg) => contrast(current, bg) < ratio); step++) {
    current = mix(color, target, step / 40);
  }
  return current;
}

/** Whichever of white or `dark` reads better on `background`. */
export function readableOn(background: string, dark: string): string {
  return contrast('#ffffff', background) >= contrast(dark, background) ? '#ffffff' : dark;
}
