import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, useState } from 'react';

type DeferredTooltipProps = Omit<TooltipProps, 'children' | 'target'> & {
  /** One element that takes pointer events (a button, an icon, a badge). */
  children: ReactElement<{ onPointerEnter?: (event: PointerEvent<HTMLElement>) => void }>;
};

/**
 * Mantine's Tooltip, set up the first time the pointer enters its element (issue 17): a list row
 * holds up to ten tooltips, and each one's floating-ui set-up ran on every row of the first render.
 * From then on it is Mantine's hover tooltip on that element (its delays and Tooltip.Group
 * included): floating-ui opens it on the pointer's next move.
 */
export function DeferredTooltip({ children, ...tooltip }: DeferredTooltipProps) {
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
      {target && <Tooltip {...tooltip} target={target} />}
    </>
  );
}
