import { ActionIcon, Anchor, Group, Stack, Text, ThemeIcon, useMantineTheme } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ViewWiring } from '../../testing/ViewWiring';
import { plainActionIcon, plainAnchor, plainGroup, plainStack, plainText, plainThemeIcon } from './plainMantine';

/** What the eye gets from an element: its tag, classes, inline declarations and data attributes, in a fixed order. */
const looks = (element: Element) => ({
  tag: element.tagName,
  classes: [...element.classList].sort(),
  style: (element.getAttribute('style') ?? '')
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .sort(),
  data: element
    .getAttributeNames()
    .filter((name) => name.startsWith('data-'))
    .sort()
    .map((name) => `${name}=${element.getAttribute(name)}`),
});

/** The element `element` draws, in the app's theme. */
const rendered = (element: ReactElement) => {
  render(
    <ViewWiring>
      <div data-testid="subject">{element}</div>
    </ViewWiring>,
  );
  const drawn = screen.getByTestId('subject').firstElementChild;
  if (!drawn) throw new Error('Nothing was drawn');
  const seen = looks(drawn);
  cleanup();
  return seen;
};

function WithTheme({ children }: { children: (theme: ReturnType<typeof useMantineTheme>) => ReactElement }) {
  return children(useMantineTheme());
}

/**
 * The list row's plain elements against the Mantine components they stand for (decision 0620): an
 * upgrade that changes a component's classes or variables fails here before a screenshot does.
 */
describe("plain elements with Mantine's classes (src/views/shared/plainMantine.ts)", () => {
  it('draws a Group', () => {
    expect(rendered(<div {...plainGroup({ gap: 4, wrap: 'nowrap' })} />)).toEqual(rendered(<Group gap={4} wrap="nowrap" />));
    expect(rendered(<div {...plainGroup({ gap: 'xs', maw: 132 })} />)).toEqual(rendered(<Group gap="xs" maw={132} />));
    // The comparison sees a difference when there is one.
    expect(rendered(<div {...plainGroup({ gap: 6 })} />)).not.toEqual(rendered(<Group gap={4} />));
  });

  it('draws a Stack', () => {
    expect(rendered(<div {...plainStack({ gap: 2, align: 'flex-start' })} />)).toEqual(rendered(<Stack gap={2} align="flex-start" />));
    expect(rendered(<div {...plainStack({ gap: 2 })} />)).toEqual(rendered(<Stack gap={2} />));
  });

  it('draws a Text, dimmed or not', () => {
    expect(rendered(<p {...plainText()} />)).toEqual(rendered(<Text size="sm" />));
    expect(rendered(<p {...plainText({ size: 'xs', dimmed: true })} />)).toEqual(rendered(<Text size="xs" c="dimmed" />));
  });

  it('draws an Anchor, sized, unsized and cut to a width', () => {
    expect(rendered(<a {...plainAnchor({ size: 'sm' })} />)).toEqual(rendered(<Anchor size="sm" />));
    expect(rendered(<a {...plainAnchor()} />)).toEqual(rendered(<Anchor />));
    expect(rendered(<a {...plainAnchor({ size: 'sm', truncate: true, maw: 240 })} />)).toEqual(
      rendered(<Anchor size="sm" truncate="end" maw={240} />),
    );
  });

  it("draws a subtle ActionIcon in the theme's colours", () => {
    expect(
      rendered(<WithTheme>{(current) => <button type="button" {...plainActionIcon(current, { variant: 'subtle' })} />}</WithTheme>),
    ).toEqual(rendered(<ActionIcon variant="subtle" />));
    expect(
      rendered(
        <WithTheme>{(current) => <a {...plainActionIcon(current, { variant: 'subtle', color: 'green', size: 'sm' })} />}</WithTheme>,
      ),
    ).toEqual(rendered(<ActionIcon component="a" variant="subtle" color="green" size="sm" />));
  });

  it('draws a ThemeIcon in each variant the rows use', () => {
    for (const variant of ['filled', 'light', 'outline'] as const) {
      expect(
        rendered(<WithTheme>{(current) => <div {...plainThemeIcon(current, { variant, color: 'yellow', size: 'sm' })} />}</WithTheme>),
      ).toEqual(rendered(<ThemeIcon variant={variant} color="yellow" size="sm" />));
    }
  });
});
