import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * floating-ui's useMergeRefs, the one thing Mantine's ScrollArea takes from floating-ui, made of
 * Mantine's own useMergedRef (both keep React 19's ref clean-ups). The build gives it to
 * ScrollArea alone (build/slimImports.ts): every Table has a ScrollArea, and with the real import each page with a table
 * downloaded all of floating-ui (13 KB compressed) before anything could float (issue 17).
 */
export function useMergeRefs<Instance>(refs: ReadonlyArray<Ref<Instance> | undefined>) {
  return useMergedRef(...refs);
}
