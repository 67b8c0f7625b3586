import { useState } from 'react';
import { type OverlayComponents, useOverlays } from './overlayLoader';

/**
 * What a stand-in (Select, Menu) keeps until the real control replaces it: whether the person
 * asked it to open, whether it had the focus, and whether a press on it is under way. The real
 * control takes over only between presses: swapped in between a pointer's down and its click, the
 * element the press began on would be gone and the click would open nothing.
 */
export function useStandIn() {
  const [opening, setOpening] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const overlays: OverlayComponents | null = useOverlays(opening);
  return {
    overlays: pressed ? null : overlays,
    opening,
    focused,
    open: () => {
      setPressed(false);
      setOpening(true);
    },
    setFocused,
    /** Handlers for the stand-in's element, to be called along with its own. */
    press: {
      onPointerDown: () => setPressed(true),
      onPointerLeave: () => setPressed(false),
      onPointerCancel: () => setPressed(false),
    },
  };
}
