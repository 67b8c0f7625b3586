/**
 * The row selection of a list (issue 19): ids in the order they were selected, and the row a
 * shift-click ranges from. Pure, so the machine and its tests share it.
 */
export interface RowSelection {
  selected: readonly number[];
  /** The row last clicked without shift: a shift-click selects (or clears) every row between. */
  anchor: number | null;
}

export const emptySelection: RowSelection = { selected: [], anchor: null };

const withIds = (selected: readonly number[], ids: readonly number[], on: boolean): number[] =>
  on ? [...selected, ...ids.filter((id) => !selected.includes(id))] : selected.filter((id) => !ids.includes(id));

/**
 * A checkbox click. With shift, and the anchor on the same page, every row from the anchor to the
 * clicked one takes the clicked row's new state (as in a mail client); otherwise the row alone.
 */
export const toggleRow = (selection: RowSelection, click: { id: number; range: boolean; pageIds: readonly number[] }): RowSelection => {
  const on = !selection.selected.includes(click.id);
  const from = selection.anchor === null ? -1 : click.pageIds.indexOf(selection.anchor);
  const to = click.pageIds.indexOf(click.id);
  if (!click.range || from < 0 || to < 0) return { selected: withIds(selection.selected, [click.id], on), anchor: click.id };
  const range = click.pageIds.slice(Math.min(from, to), Math.max(from, to) + 1);
  return { selected: withIds(selection.selected, range, on), anchor: click.id };
};

/** The header checkbox: every row of the page on or off, the other pages' rows kept. */
export const setPage = (selection: RowSelection, pageIds: readonly number[], on: boolean): RowSelection => ({
  selected: withIds(selection.selected, pageIds, on),
  anchor: selection.anchor,
});

/** The header checkbox's look: all of the page, some of it, or none. */
export const pageState = (selected: readonly number[], pageIds: readonly number[]): 'all' | 'some' | 'none' => {
  const count = pageIds.filter((id) => selected.includes(id)).length;
  return count === 0 ? 'none' : count === pageIds.length ? 'all' : 'some';
};
