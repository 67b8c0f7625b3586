/**
 * The one thing Mantine's AppShell header, footer and aside take from react-remove-scroll: the
 * class names that keep fixed bars clear of the scroll bar while a dialog locks scrolling. The
 * build gives them this instead of the library (build/slimImports.ts), whose scroll lock
 * only dialogs use, so it loads with them (issue 17). slimImports.test.tsx holds them equal to
 * the library's.
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
} as const;
