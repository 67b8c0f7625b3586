import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError } from './chunkLoadError';

/** Paths whose screen code was already asked for again once: a second failure offers the reload. */
const retried = new Set<string>();

type Props = ErrorComponentProps & {
  /** Loads the whole page again; the browser's reload unless a test says otherwise. */
  reloadPage?: () => void;
};

/**
 * A screen that could not be shown (docs/decisions/0346-stale-app-chunks.md). When a new version
 * was deployed under a browser still running the old one, the old screen's code file is gone: the
 * router asks for it once more, then offers to reload the page, instead of a blank screen.
 */
export function RouteErrorView({ error, reset, reloadPage = () => window.location.reload() }: Props) {
  const router = useRouter();
  const path = router.state.location.pathname;
  const chunk = isChunkLoadError(error);
  const retrying = chunk && !retried.has(path);

  useEffect(() => {
    if (!retrying) return;
    retried.add(path);
    reset();
    void router.invalidate();
  }, [retrying, path, reset, router]);

  if (retrying) return null;
  return (
    <Stack gap="md">
      <Title order={1}>{chunk ? 'A new version is available' : 'Something went wrong'}</Title>
      <Paper withBorder p="lg" radius="md" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text>
            {chunk
              ? 'Website Admin was updated while this page was open, and this screen could not be loaded. Reload the page to get the new version.'
              : 'This screen could not be shown. Try again, or reload the page.'}
          </Text>
          <Button onClick={reloadPage}>Reload</Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
