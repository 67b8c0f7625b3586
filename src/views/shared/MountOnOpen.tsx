import { type ReactNode, Suspense, useEffect, useState } from 'react';

type MountOnOpenProps = {
  opened: boolean;
  /** The modal, given the opened state to show. */
  children: (opened: boolean) => ReactNode;
};

/**
 * A modal that is not rendered until it is first opened, then stays mounted (issue 17): a list row
 * with closed modals paid for their portals, focus traps and scroll locks on every row. It mounts
 * closed and opens one commit later, so Mantine's enter transition plays as before, and closing
 * still plays the exit. Its code may load on demand (lazyWithPreload): nothing shows until it has.
 */
export function MountOnOpen({ opened, children }: MountOnOpenProps) {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  if (!openedOnce) return null;
  return (
    <Suspense fallback={null}>
      <OpenAfterMount opened={opened}>{children}</OpenAfterMount>
    </Suspense>
  );
}

function OpenAfterMount({ opened, children }: MountOnOpenProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return children(opened && mounted);
}
