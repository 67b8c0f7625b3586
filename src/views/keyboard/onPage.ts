/** Whether a key was pressed outside any open dialog (the palette, the '?' modal, a confirm): a dialog's keys belong to it. */
export const onPage = (event: KeyboardEvent): boolean => !(event.target instanceof Element && event.target.closest('[role="dialog"]'));

/** Whether a key was pressed on a control Enter already works (a button, a link, a menu item). */
export const onControl = (event: KeyboardEvent): boolean =>
  event.target instanceof Element && event.target.closest('button, a[href], [role="menuitem"], [role="option"]') !== null;
