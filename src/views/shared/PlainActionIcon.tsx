import { type MantineColor, useMantineTheme } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { plainActionIcon, plainActionIconIcon } from './plainMantine';

type PlainActionIconProps = Omit<ComponentPropsWithoutRef<'button'>, 'className' | 'style' | 'color'> & {
  /** The theme's primary colour unless given. */
  color?: MantineColor;
  children: ReactNode;
};

/**
 * A subtle ActionIcon as a plain button with Mantine's classes and variables (decision 0620): a
 * list row has up to five, twenty rows a page.
 */
export function PlainActionIcon({ color, children, ...button }: PlainActionIconProps) {
  const theme = useMantineTheme();
  return (
    <button {...plainActionIcon(theme, { color, variant: 'subtle' })} type="button" {...button}>
      <span className={plainActionIconIcon}>{children}</span>
    </button>
  );
}
