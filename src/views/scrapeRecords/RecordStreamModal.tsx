import { Anchor, Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { recordStreamMachine } from '../../../machines/scrapeRecords/recordStream.machine';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { Modal } from '../shared/overlays/Modal';

const streamTitle = 'Obituary Stream';

function RecordStreamLog({ organizationId }: { organizationId: string }) {
  const [snapshot] = useWorkflowMachine('scrapeRecords', recordStreamMachine, { input: { organizationId } });
  const end = useRef<HTMLDivElement>(null);
  const { records } = snapshot.context;
  // Newest at the bottom, kept in view as records arrive. A block body: whatever an effect returns,
  // React calls as its cleanup when the next record comes.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [records.length]);
  return (
    <Box
      role="log"
      aria-label={streamTitle}
      bg="black"
      c="gray.0"
      p="sm"
      ff="monospace"
      fz="sm"
      style={{ height: '24rem', overflowY: 'auto', borderRadius: 4 }}
    >
      <Text inherit>Obituary Stream...</Text>
      {records.map((record, index) => (
        <Text inherit key={`${record.source_url}-${index}`}>
          <Anchor href={record.source_url} target="_blank" rel="noreferrer" c="green.4" inherit>
            {record.name}
          </Anchor>
        </Text>
      ))}
      {snapshot.matches('stopped') && (
        <Text inherit c="red.4">
          Stream disconnected
        </Text>
      )}
      <div ref={end} />
    </Box>
  );
}

/**
 * Watch Stream (part 2 §2.10): a wide modal with a black scrolling log of about 24rem, first line
 * 'Obituary Stream...', then each record the scrape saves as a link opening in a new tab. The
 * stream runs only while the modal is open.
 */
export function RecordStreamModal({ organizationId, onClose }: { organizationId: string | null; onClose: () => void }) {
  return (
    <Modal opened={organizationId !== null} onClose={onClose} title={streamTitle} size="xl">
      {organizationId !== null && <RecordStreamLog organizationId={organizationId} />}
    </Modal>
  );
}
