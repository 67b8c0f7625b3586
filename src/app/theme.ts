import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type AlertProps,
  type DrawerProps,
  type MenuDropdownProps,
  type MenuProps,
  type MantineTheme,
  type ModalProps,
  type NotificationProps,
  type VariantColorsResolver,
} from '@mantine/core';
import { menuTypeAhead } from '../views/shell/menuTypeAhead';

/** Variants that put coloured text on white or on a pale tint of the colour. */
const tintedVariants = new Set(['light', 'subtle', 'outline', 'transparent']);

/** WCAG's contrast of white text on a colour. */
const whiteContrast = (color: string) => 1.05 / (luminance(color) + 0.05);

/** The colour darkened in small steps until white text on it reaches 4.5:1. */
const darkEnoughForWhite = (color: string): string => {
  let candidate = color;
  for (let step = 1; whiteContrast(candidate) < 4.5 && step <= 10; step += 1) candidate = darken(color, step * 0.05);
  return candidate;
};

/**
 * Coloured text and filled colours at WCAG AA (issue 18): on white or a pale tint, Mantine's
 * shades 6-9 of green, lime, teal, cyan, yellow and orange fall below 4.5:1, so tinted variants
 * take shade 9 darkened; a filled colour is darkened until its white text reaches 4.5:1.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !input.variant) return base;
  if (input.variant === 'filled' && !input.autoContrast) {
    const background = darkEnoughForWhite(parsed.value);
    return { ...base, background, hover: darken(background, 0.1), color: 'var(--mantine-color-white)' };
  }
  if (!tintedVariants.has(input.variant)) return base;
  // The dark scheme keeps Mantine's own tinted colours: light text on a dark tint (issue 33).
  const text = `light-dark(${darken(input.theme.colors[parsed.color]?.[9] ?? parsed.value, 0.4)}, ${base.color})`;
  return { ...base, color: text, hoverColor: text, border: input.variant === 'outline' ? `1px solid ${text}` : base.border };
};

/** The one Mantine theme of the app and its stories. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // A person who asks for less motion gets no transitions: toasts, modals and menus appear at once (decision 0547).
  respectReducedMotion: true,
  // Shade 7 puts white on the primary colour, and the primary colour (links) on white, above 4.5:1.
  primaryShade: { light: 7, dark: 8 },
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  // Plain default props, not Modal.extend(...): extend would bring each component's code (and the
  // floating and overlay code under it) into the first download of every page (issue 17).
  components: {
    // Mantine's close button is an icon without a name: screen readers (and axe's button-name rule) need one.
    // Not 'Close': several dialogs have a 'Close' button of their own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } satisfies Partial<DrawerProps> },
    // A toast's close button too (axe found it unnamed on the second-factor tab's 'Second factor turned on').
    // A toast's text under its title: Mantine greys it to gray.6 (3.3:1 on the white toast) or dark.2
    // (3.5:1 on the dark one), which axe found on the status actions' failure toast; the theme's
    // dimmed text, gray.7 (8.2:1) or dark.1 (6.8:1), reads at AA. Without a title it stays Mantine's black or dark.0.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } satisfies Partial<NotificationProps>,
      styles: (_theme: MantineTheme, props: NotificationProps) =>
        props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
    },
    // An alert's close button too (axe found it unnamed on the builder link's 'Network error').
    Alert: { defaultProps: { closeButtonLabel: 'Dismiss' } satisfies Partial<AlertProps> },
    MenuDropdown: { defaultProps: { onKeyDown: menuTypeAhead } satisfies Partial<MenuDropdownProps> },
    // Mantine's focus placeholder is a focusable role="presentation" child of the role="menu",
    // which axe finds invalid (issue 33); without it the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // Mantine keeps every closed Select's options mounted (hidden) by default, and positions each
    // such dropdown as the page mounts: a list's filter bar paid that in its first render. A
    // dropdown's options now render when it opens, as they did before Mantine 8.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Text at WCAG AA (4.5:1 on white, issue 18): Mantine's dimmed gray.6 is about 3.3:1, its
 * placeholder and disabled text paler still. Dimmed and disabled text take gray.7 (about 7.9:1),
 * placeholders #6c757d (about 4.7:1) so they still read as hints; a field's error text takes red.9.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': current.colors.gray[7],
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-disabled-color': current.colors.gray[7],
    // A field's error text: Mantine's red.6 is about 3.6:1 on white; red.9 reads above 4.5:1.
    '--mantine-color-error': current.colors.red[9],
    // Warning text ('Unsaved changes'): Mantine's orange.8 and .9 are about 3.6 and 4.3:1 on white.
    '--app-color-warning-text': darken(current.colors.orange[9], 0.3),
  },
  // The dark scheme (issue 33): Mantine's dimmed dark.2 is about 4.2:1 on the dark body, its error
  // red.8 about 3.6:1; dark.1 and red.4 read above 7:1.
  dark: {
    '--mantine-color-dimmed': current.colors.dark[1],
    '--mantine-color-error': current.colors.red[4],
    '--app-color-warning-text': current.colors.orange[4],
  },
});
