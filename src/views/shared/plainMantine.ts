import {
  ActionIcon,
  Anchor,
  getFontSize,
  getLineHeight,
  getSpacing,
  Group,
  type MantineColor,
  type MantineSize,
  type MantineSpacing,
  type MantineTheme,
  rem,
  Stack,
  Table,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import type { CSSProperties } from 'react';

/**
 * Mantine's own classes and CSS variables on plain elements, for the parts of a list row that a
 * page draws twenty times (issue 31, decision 0620). A Group, Stack, Text, Anchor, ActionIcon or
 * ThemeIcon there only adds its wrappers' work (theme reads, style resolution, a Box) to one
 * element; these give that element the same class names, data attributes and variables Mantine
 * would, read from Mantine's components (`classes`, `varsResolver`), so it looks the same and
 * follows the theme. Anything with behaviour of its own (Button, Checkbox, Avatar, Badge) stays
 * Mantine's.
 */

/** What a plain element is given: spread it onto the element (`<div {...plainGroup()}>`). */
export type PlainProps = { className: string; style: CSSProperties } & { [data: `data-${string}`]: string | true | undefined };

const vars = (entries: Record<string, string | undefined>): CSSProperties =>
  Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== undefined));

export const plainGroup = ({
  gap = 'md',
  wrap = 'wrap',
  maw,
}: { gap?: MantineSpacing; wrap?: 'wrap' | 'nowrap'; maw?: number } = {}): PlainProps => ({
  className: `${Group.classes.root} mantine-Group-root`,
  style: {
    ...vars({ '--group-gap': getSpacing(gap), '--group-align': 'center', '--group-justify': 'flex-start', '--group-wrap': wrap }),
    ...(maw === undefined ? {} : { maxWidth: rem(maw) }),
  },
});

export const plainStack = ({
  gap = 'md',
  align = 'stretch',
}: { gap?: MantineSpacing; align?: CSSProperties['alignItems'] } = {}): PlainProps => ({
  className: `${Stack.classes.root} mantine-Stack-root`,
  style: vars({ '--stack-gap': getSpacing(gap), '--stack-align': align, '--stack-justify': 'flex-start' }),
});

const textVars = (size: MantineSize) => vars({ '--text-fz': getFontSize(size), '--text-lh': getLineHeight(size) });

/** Text's paragraph; `dimmed` is `c="dimmed"`. */
export const plainText = ({ size = 'sm', dimmed = false }: { size?: MantineSize; dimmed?: boolean } = {}): PlainProps => ({
  className: `mantine-focus-auto ${Text.classes.root} mantine-Text-root`,
  'data-size': size,
  style: { ...textVars(size), ...(dimmed ? { color: 'var(--mantine-color-dimmed)' } : {}) },
});

/**
 * An Anchor's link (a router Link or an `a`), `size` unset for one that holds a badge; `truncate`
 * cuts it at `maw` with an ellipsis.
 */
export const plainAnchor = ({ size, truncate, maw }: { size?: MantineSize; truncate?: boolean; maw?: number } = {}): PlainProps => ({
  className: `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`,
  'data-size': size,
  'data-truncate': truncate ? 'end' : undefined,
  'data-underline': 'hover',
  style: { ...(size ? textVars(size) : {}), ...(maw === undefined ? {} : { maxWidth: rem(maw) }) },
});

/** A table's row and cell, in a table with row borders and `highlightOnHover`. */
export const plainTr: PlainProps = {
  className: `${Table.classes.tr} mantine-Table-tr`,
  'data-with-row-border': true,
  'data-hover': true,
  style: {},
};
export const plainTdClassName = `${Table.classes.td} mantine-Table-td`;

type Colored = { color?: MantineColor; variant: 'filled' | 'light' | 'outline' | 'subtle'; size?: MantineSize };

/** Variables by theme and props: a page of rows asks for the same few over and over. */
const resolved = new WeakMap<MantineTheme, Map<string, CSSProperties>>();
const cachedVars = (theme: MantineTheme, key: string, resolve: () => Record<string, string | undefined>): CSSProperties => {
  let byKey = resolved.get(theme);
  if (!byKey) {
    byKey = new Map();
    resolved.set(theme, byKey);
  }
  let style = byKey.get(key);
  if (!style) {
    style = vars(resolve());
    byKey.set(key, style);
  }
  return style;
};

/** An ActionIcon's root (a `button` or an `a`); its icon goes inside a `span` with `plainActionIconIcon`. */
export const plainActionIcon = (theme: MantineTheme, { color, variant, size }: Colored): PlainProps => ({
  className: `mantine-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`,
  'data-variant': variant,
  'data-size': size,
  style: cachedVars(theme, `ai:${color}:${variant}:${size}`, () => ActionIcon.varsResolver(theme, { color, variant, size }, {}).root ?? {}),
});
export const plainActionIconIcon = `${ActionIcon.classes.icon} mantine-ActionIcon-icon`;

export const plainThemeIcon = (theme: MantineTheme, { color, variant, size }: Colored): PlainProps => ({
  className: `${ThemeIcon.classes.root} mantine-ThemeIcon-root`,
  'data-variant': variant,
  'data-size': size,
  style: cachedVars(theme, `ti:${color}:${variant}:${size}`, () => ThemeIcon.varsResolver(theme, { color, variant, size }, {}).root ?? {}),
});
