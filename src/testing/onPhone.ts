/**
 * Whether a story is shown at phone size: below Mantine's sm breakpoint, where the views take their
 * phone layout (cards for a table, a drawer for the sidebar, the calendar folded away). A play
 * function then asserts what a phone shows. Always false under Vitest, whose matchMedia
 * (vitest.setup.ts) matches nothing: the stories play their desktop layout there.
 */
export const onPhone = (canvasElement: HTMLElement): boolean =>
  canvasElement.ownerDocument.defaultView?.matchMedia('(max-width: 47.99em)').matches ?? false;
