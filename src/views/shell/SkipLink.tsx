import { useState, type CSSProperties, type MouseEvent } from 'react';
import { Anchor } from '@mantine/core';

/** The page's main region, which the skip link focuses. */
export const mainContentId = 'main-content';

/** Off screen but still read and reached by Tab (the usual visually-hidden rule). */
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
const shown: CSSProperties = {
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: 1000,
  padding: '8px 12px',
  background: 'var(--mantine-color-body)',
  borderRadius: 4,
  boxShadow: 'var(--mantine-shadow-md)',
};

/**
 * 'Skip to content' (issue 33): the first Tab stop of every signed-in screen, shown only while it
 * has focus, so keyboard users pass the header and sidebar in one key press. It focuses the main
 * region itself instead of leaving it to the URL's hash, which the router owns.
 */
export function SkipLink() {
  const [focused, setFocused] = useState(false);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <Anchor
      href={`#${mainContentId}`}
      onClick={skip}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={focused ? shown : hidden}
    >
      Skip to content
    </Anchor>
  );
}
