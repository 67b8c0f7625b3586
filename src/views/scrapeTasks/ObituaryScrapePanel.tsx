import { Text } from '@mantine/core';
import { can } from '../../../domain/permissions';
import { useViewer } from '../../wiring/viewer';
import { StartScrapeForm, type StartScrapeFormProps } from './StartScrapeForm';

/** The 'Obituary Scrape' tile's tool (part 2 §2.1): the start form for those who may start a scrape. */
export function ObituaryScrapePanel(props: StartScrapeFormProps) {
  const { role } = useViewer();
  if (!can(role, 'startScrape')) return <Text size="sm">An admin starts the scrape; request one from the Scrape tab.</Text>;
  return <StartScrapeForm {...props} />;
}
