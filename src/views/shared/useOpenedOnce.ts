import { useState } from 'react';

/**
 * True from the first time `opened` is true: a modal whose code loads on demand is mounted then and
 * stays mounted, so closing it still plays its exit transition and opening it again waits for nothing.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce || opened;
}
