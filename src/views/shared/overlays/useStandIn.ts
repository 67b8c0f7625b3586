import { type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, useState } from 'react';
import { type OverlayComponents, useOverlays } from './overlayLoader';

/** The element handlers a stand-in takes over, each still calling the element's own. */
export type StandInHandlers<Element extends HTMLElement> = {
  onFocus?: (event: FocusEvent<Element>) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  onPointerDown?: (event: PointerEvent<Element>) => void;
  onPointerLeave?: (event: PointerEvent<Element>) => void;
  onPointerCancel?: (event: PointerEvent<Element>) => void;
  onClick?: (event: MouseEvent<Element>) => void;
  onKeyDown?: (event: KeyboardEvent<Element>) => void;
};

/** Keys that open a closed Select or menu, as Mantine's targets take them. */
const openingKeys = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * What a stand-in (Select, Menu) keeps until the real control replaces it: whether the person
 * asked it to open (a click or an opening key), whether it had the focus, and whether a press on it
 * is under way. The real control takes over only between presses: swapped in between a pointer's
 * down and its click, the element the press began on would be gone and the click would open nothing.
 */
export function useStandIn() {
  const [opening, setOpening] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const overlays: OverlayComponents | null = useOverlays(opening);
  const open = () => {
    setPressed(false);
    setOpening(true);
  };
  /** The stand-in element's handlers, around its own; `canOpen` false for a read-only control. */
  const handlers = <Element extends HTMLElement>(own: StandInHandlers<Element>, canOpen = true): Required<StandInHandlers<Element>> => ({
    onFocus: (event) => {
      own.onFocus?.(event);
      setFocused(true);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      setFocused(false);
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      setPressed(true);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      setPressed(false);
    },
    onPointerCancel: (event) => {
      own.onPointerCancel?.(event);
      setPressed(false);
    },
    onClick: (event) => {
      own.onClick?.(event);
      if (canOpen) open();
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (canOpen && openingKeys.has(event.key)) {
        event.preventDefault();
        open();
      }
    },
  });
  return { overlays: pressed ? null : overlays, opening, focused, handlers };
}
