import { Button, Menu } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../testing/ViewWiring';

/** A menu as the app's theme gives it: its type-ahead is menuTypeAhead. */
const openMenu = async () => {
  renderView(
    <Menu>
      <Menu.Target>
        <Button>Actions</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Archive</Menu.Item>
        <Menu.Item>Delete</Menu.Item>
        <Menu.Item disabled>Download</Menu.Item>
        <Menu.Item>Duplicate</Menu.Item>
        <Menu.Item>Edit</Menu.Item>
      </Menu.Dropdown>
    </Menu>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
  await screen.findByRole('menu');
  vi.useFakeTimers();
};

const type = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
const focused = () => document.activeElement?.textContent;

describe('menu type-ahead (part 1 §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps what was typed for 350 ms: letters within it search together', async () => {
    await openMenu();
    type('d');
    expect(focused()).toBe('Delete');
    act(() => {
      vi.advanceTimersByTime(349);
    });
    type('u');
    expect(focused()).toBe('Duplicate');
  });

  it('clears what was typed after 350 ms, so the next letter starts a new search', async () => {
    await openMenu();
    type('d');
    expect(focused()).toBe('Delete');
    act(() => {
      vi.advanceTimersByTime(350);
    });
    // Still 'de' under Mantine's own 500 ms, which would stay on Delete.
    type('e');
    expect(focused()).toBe('Edit');
  });

  it('steps through the items starting with a letter typed again, past disabled ones', async () => {
    await openMenu();
    type('d');
    type('d');
    expect(focused()).toBe('Duplicate');
    type('d');
    expect(focused()).toBe('Delete');
  });
});
