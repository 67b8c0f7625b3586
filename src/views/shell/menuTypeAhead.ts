import type { KeyboardEvent } from 'react';

/** Part 1 §9: a menu's type-ahead search clears after 350 ms (Mantine's own clears after 500 ms). */
const menuTypeAheadResetMs = 350;

type TypeAhead = { typed: string; timer: ReturnType<typeof setTimeout> | null };

/** What has been typed into each open menu; a menu's dropdown is a new element each time it opens. */
const typedInto = new WeakMap<HTMLElement, TypeAhead>();

const itemText = (item: HTMLElement) => ((item.querySelector('[data-menu-item-label]') ?? item).textContent ?? '').trim().toLowerCase();

const typesIntoField = (target: EventTarget) =>
  target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"]') !== null;

/**
 * Every menu's type-ahead (the theme gives it to Menu.Dropdown): letters typed within 350 ms of
 * each other focus the first item starting with them; one letter again and again steps through the
 * items starting with it. It takes the key from Mantine's own type-ahead, which would otherwise
 * keep what was typed for 500 ms.
 */
export function menuTypeAhead(event: KeyboardEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length !== 1 || event.key === ' ' || typesIntoField(event.target)) return;
  const dropdown = event.currentTarget;
  const items = [...dropdown.querySelectorAll<HTMLElement>('[data-menu-item]:not([data-disabled])')].filter(
    (item) => item.closest('[data-menu-dropdown]') === dropdown,
  );
  if (items.length === 0) return;
  event.preventDefault();

  const state = typedInto.get(dropdown) ?? { typed: '', timer: null };
  typedInto.set(dropdown, state);
  state.typed += event.key.toLowerCase();
  if (state.timer !== null) clearTimeout(state.timer);
  state.timer = setTimeout(() => {
    state.typed = '';
    state.timer = null;
  }, menuTypeAheadResetMs);

  const { typed } = state;
  const sameLetter = [...typed].every((letter) => letter === typed[0]);
  const current = items.indexOf(document.activeElement as HTMLElement);
  const match = sameLetter
    ? items.map((_, offset) => items[(current + 1 + offset) % items.length]!).find((item) => itemText(item).startsWith(typed[0]!))
    : items.find((item) => itemText(item).startsWith(typed));
  match?.focus();
}
