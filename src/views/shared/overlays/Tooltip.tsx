import type { TooltipGroupProps, TooltipProps } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, useState } from 'react';
import { useOverlays } from './overlayLoader';

type DeferredTooltipProps = Omit<TooltipProps, 'children' | 'target'> & {
  /** One element that takes pointer events (a button, an icon, a badge). */
  children: ReactElement<{ onPointerEnter?: (event: PointerEvent<HTMLElement>) => void }>;
};

/**
 * Mantine's Tooltip, set up the first time the pointer enters its element (issue 17): a list row
 * holds up to ten tooltips, and each one's floating-ui set-up ran on every row of the first render.
 * From then on it is Mantine's hover tooltip on that element (its delays and Tooltip.Group
 * included): floating-ui opens it on the pointer's next move. Its code is the overlay code,
 * loaded at the page's first pointer move (decision 0404). Until pointed at it is one state and no
 * subscription (decision 0620).
 */
export function Tooltip({ children, ...tooltip }: DeferredTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const { onPointerEnter } = children.props;
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          onPointerEnter?.(event);
          setTarget(event.currentTarget);
        },
      })}
      {target && <TooltipOnTarget {...tooltip} target={target} />}
    </>
  );
}

/**
 * The tooltip itself, mounted once its element was pointed at: only then does it wait for the
 * overlay code, so a list's hundreds of tooltips hold no subscription until used (issue 31). The
 * pointer entering is a move: the first-use listener loads the code if nothing has yet.
 */
function TooltipOnTarget(tooltip: Omit<TooltipProps, 'children'> & { target: HTMLElement }) {
  const overlays = useOverlays();
  return overlays && <overlays.Tooltip {...tooltip} />;
}

/** Mantine's Tooltip.Group once the overlay code has loaded; until then its children alone. */
function Group({ children, ...group }: TooltipGroupProps) {
  const overlays = useOverlays();
  return overlays ? <overlays.Tooltip.Group {...group}>{children}</overlays.Tooltip.Group> : children;
}

Tooltip.Group = Group;
