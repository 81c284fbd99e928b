import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';

/**
 * WCAG AA (4.5:1 for text) in every theme: Mantine's defaults fall short for secondary ("dimmed") text, light and
 * outline badges and the like. The colours here are chosen by contrast, computed, not by eye.
 */
const luminance = (hex: string) => {
  const h = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

const AA = 4.6; // a little over 4.5: anti-aliasing eats some
const LIGHT_SURFACES = ['#ffffff', '#f8f9fa'];

/** The first shade from `from` up that reads on every surface given; near-black when none does (yellow). */
function readableShade(shades: readonly string[], surfaces: string[], from: number, fallback = '#1a1b1e'): string {
  for (let i = from; i < shades.length; i++) {
    const shade = shades[i] as string;
    if (surfaces.every((s) => contrast(shade, s) >= AA)) return shade;
  }
  return fallback;
}

export const cssVariablesResolver: CSSVariablesResolver = (theme: MantineTheme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#60676e',
    '--mantine-color-placeholder': '#6a7178',
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-placeholder': '#9a9a9a',
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    // light badges and alerts: the palest shade as ground, text dark enough to read on it
    const ground = shades[0] as string;
    light[`--mantine-color-${name}-light`] = ground;
    light[`--mantine-color-${name}-light-color`] = readableShade(shades, [ground], 6);
    light[`--mantine-color-${name}-light-hover`] = shades[1] as string;
    // outline badges and buttons sit on the page itself
    light[`--mantine-color-${name}-outline`] = readableShade(shades, LIGHT_SURFACES, 6);
    // filled buttons and badges carry white text; the primary colour keeps the theme's own shade when it reads
    for (const [scheme, mode] of [
      [light, 'light'],
      [dark, 'dark'],
    ] as const) {
      const own = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[mode];
      const filled = readableShade(shades, ['#ffffff'], name === theme.primaryColor ? own : 6, shades[9]);
      scheme[`--mantine-color-${name}-filled`] = filled;
      scheme[`--mantine-color-${name}-filled-hover`] = shades[Math.min(shades.indexOf(filled) + 1, 9)] as string;
    }
  }
  return { variables: {}, light, dark };
};
