import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './scrollAreaMergeRefs';

describe('the pieces the build gives Mantine instead of whole libraries (build/slimImports.ts)', () => {
  it('merges ScrollArea’s refs as floating-ui does: object refs, callback refs and their React 19 clean-ups', () => {
    const objectRef = createRef<HTMLDivElement>();
    const seen: (HTMLDivElement | 'cleaned up')[] = [];
    const callbackRef = (node: HTMLDivElement | null) => {
      if (node) seen.push(node);
      return () => void seen.push('cleaned up');
    };
    const { result } = renderHook(() => useMergeRefs<HTMLDivElement>([objectRef, callbackRef, undefined]));
    const node = document.createElement('div');

    const cleanUp = result.current(node);
    expect(objectRef.current).toBe(node);
    expect(seen).toEqual([node]);

    if (typeof cleanUp !== 'function') throw new Error('the merged ref returns no clean-up');
    cleanUp();
    expect(seen).toEqual([node, 'cleaned up']);
    expect(objectRef.current).toBeNull();
  });
});
