import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useOnRestored, useReportUnreachable } from '../../wiring/connection';
import { chunkUrlOf, claimChunkReload, isChunkLoadError, isServedNow } from './chunkLoadError';

/** Paths whose screen code was asked for again once the server answered: a second failure offers the reload. */
const retried = new Set<string>();

const reloadBrowserPage = () => window.location.reload();

type Props = ErrorComponentProps & {
  /** Loads the whole page again; the browser's reload unless a test says otherwise. */
  reloadPage?: () => void;
};

/**
 * A screen that could not be shown. A screen's code that cannot be fetched is first taken for an
 * outage (decision 0435): the connection checks whether the server answers ('Reconnecting…' until
 * it does), and the router asks for the code again once it does, without a click. If the code
 * still cannot be fetched from a server that answers, the page asks the server for the file: if it
 * is there, the browser only remembers the failure from the outage and the page reloads by itself
 * (decision 0642); if it is gone, a new version was deployed under this page (decision 0346) and
 * the page offers to reload.
 */
export function RouteErrorView({ error, reset, reloadPage = reloadBrowserPage }: Props) {
  const router = useRouter();
  const path = router.state.location.pathname;
  const chunk = isChunkLoadError(error);
  const waiting = chunk && !retried.has(path);
  const reportUnreachable = useReportUnreachable();

  useEffect(() => {
    if (waiting) reportUnreachable();
  }, [waiting, reportUnreachable]);

  useOnRestored(() => {
    if (!waiting) return;
    retried.add(path);
    reset();
    void router.invalidate();
  });

  // After the retry nothing shows while the server is asked for the file or the page reloads.
  const [offered, setOffered] = useState(false);
  const retriedChunk = chunk && !waiting;
  useEffect(() => {
    if (!retriedChunk) return;
    const url = chunkUrlOf(error);
    if (!url) return setOffered(true);
    let current = true;
    void isServedNow(url).then((fileThere) => {
      if (!current) return;
      if (fileThere && claimChunkReload(url)) reloadPage();
      else setOffered(true);
    });
    return () => {
      current = false;
    };
  }, [retriedChunk, error, reloadPage]);

  // The shell's banner says what is going on; a reload is a moment away.
  if (waiting || (retriedChunk && !offered)) return null;
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
