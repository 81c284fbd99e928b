import { createTheme, Drawer, Modal, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { DIALOG_MAX_WIDTH_PX, type TTheme } from '@staffdesk/core/constants';

const FONT_FAMILY = "'Noto Sans', 'Noto Sans Khmer', 'Noto Sans SC', sans-serif";

/** A sober navy for the classic theme. */
const navy: MantineColorsTuple = [
  '#eef3fa',
  '#dce3ef',
  '#b5c4de',
  '#8ba3cd',
  '#6887bf',
  '#5276b7',
  '#456db5',
  '#365c9f',
  '#2d518f',
  '#1f3a68',
];

/** `closeLabel`: the dialogs' close button is named in the UI language (an unnamed button fails WCAG 4.1.2). */
const base = (closeLabel: string) =>
  ({
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY },
    colors: { navy },
    components: {
      // Spec 9: dialogs are at most 900 px wide; smaller ones keep their own size.
      Modal: Modal.extend({
        defaultProps: { centered: true, closeButtonProps: { 'aria-label': closeLabel } },
        styles: { content: { maxWidth: `min(${DIALOG_MAX_WIDTH_PX}px, 100%)` } },
      }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
    },
  }) satisfies MantineThemeOverride;

const THEME_OVERRIDES: Record<TTheme, MantineThemeOverride> = {
  modern: {
    primaryColor: 'violet',
    defaultRadius: 'lg',
    primaryShade: 6,
    defaultGradient: { from: 'violet', to: 'cyan', deg: 45 },
  },
  classic: { primaryColor: 'navy', defaultRadius: 'xs', primaryShade: 8 },
  // blue.8: white on the filled shade reaches 5:1 (blue.6 gives 3.6, blue.7 4.2 — under WCAG AA)
  light: { primaryColor: 'blue', defaultRadius: 'sm', primaryShade: 8 },
  dark: { primaryColor: 'blue', defaultRadius: 'md', primaryShade: { light: 8, dark: 8 } },
};

export function buildTheme(theme: TTheme, closeLabel: string): MantineThemeOverride {
  return createTheme({ ...base(closeLabel), ...THEME_OVERRIDES[theme] });
}

export const colorSchemeOf = (theme: TTheme): 'light' | 'dark' => (theme === 'dark' ? 'dark' : 'light');
