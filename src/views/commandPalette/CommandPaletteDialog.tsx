import { Badge, Button, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SiteHit } from '../../../domain/commandPalette/siteHit';
import { statusBadges } from '../../../domain/siteStatus';
import type { commandPaletteMachine } from '../../../machines/commandPalette/commandPalette.machine';
import type { PaletteAction } from '../../wiring/paletteCommands';
import type { SidebarEntry } from '../navigation/sidebarEntries';
import { Modal } from '../shared/overlays/Modal';
import { matchesQuery } from './matchesQuery';

type Props = {
  opened: boolean;
  snapshot: SnapshotFrom<typeof commandPaletteMachine>;
  send: (event: { type: 'CLOSE' } | { type: 'TYPE'; query: string } | { type: 'RETRY' }) => void;
  /** The screens the role can use: its sidebar. */
  entries: readonly SidebarEntry[];
  /** The site on screen, whose actions the palette offers. */
  currentSite: SiteHit | null;
  actions: readonly PaletteAction[];
  /** A choice's value: `site:<id>`, `view:<id>`, `screen:<path>` or `action:<id>`. */
  onPick: (value: string) => void;
};

const searchFailedMessage = 'Unable to search sites';

function SiteOption({ site }: { site: SiteHit }) {
  const badge = statusBadges[site.launcher_label];
  return (
    <Combobox.Option value={`site:${site.id}`} aria-label={`${site.id} ${site.name}`}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={56}>
            {site.id}
          </Text>
          <Text size="sm">{site.name}</Text>
          {site.apex && (
            <Text size="xs" c="dimmed">
              {site.apex}
            </Text>
          )}
        </Group>
        <Badge size="sm" color={badge.color} variant={badge.variant} tt="none">
          {site.launcher_label}
        </Badge>
      </Group>
    </Combobox.Option>
  );
}

/**
 * The command palette's dialog: its search box and choices, its own chunk loaded when the palette
 * first opens or its button is pointed at (issue 17). CommandPalette holds the machine.
 */
export function CommandPaletteDialog({ opened, snapshot, send, entries, currentSite, actions, onPick }: Props) {
  const combobox = useCombobox({ opened: true });
  const { query, sites, recentSites, savedViews } = snapshot.context;
  const typed = query.trim() !== '';
  const searching = snapshot.matches({ palette: { shown: 'searching' } });
  const failed = snapshot.matches({ palette: { shown: 'failed' } });
  const found = snapshot.matches({ palette: { shown: 'results' } });

  const screens = entries.filter((entry) => matchesQuery(entry.label, query));
  const siteActions = actions.filter((action) => matchesQuery(action.label, query));
  const views = savedViews.filter((view) => matchesQuery(view.name, query));
  const siteList = typed ? sites : recentSites;

  // The first choice is the one Enter takes, whatever the list now holds.
  const optionsKey = [query, siteList.map((site) => site.id).join(','), siteActions.length, screens.length, views.length].join('|');
  useEffect(() => {
    if (opened) combobox.selectFirstOption();
  }, [opened, optionsKey, combobox]);

  return (
    <Modal opened={opened} onClose={() => send({ type: 'CLOSE' })} title="Command palette" size="lg" yOffset="10vh">
      <Combobox store={combobox} onOptionSubmit={onPick}>
        <Combobox.EventsTarget>
          <TextInput
            data-autofocus
            aria-label="Search sites, screens and actions"
            placeholder="Site id, name or domain; a screen; an action"
            leftSection={searching ? <Loader size={14} /> : <IconSearch size={16} />}
            value={query}
            onChange={(event) => send({ type: 'TYPE', query: event.currentTarget.value })}
            // The open option list keeps Escape from the modal; the box closes the palette itself.
            onKeyDown={(event) => event.key === 'Escape' && send({ type: 'CLOSE' })}
          />
        </Combobox.EventsTarget>
        {/* The list scrolls on its own while the focus stays in the box: a tab stop lets a keyboard scroll it too (axe's scrollable-region-focusable). */}
        <Combobox.Options mt="sm" mah="60vh" style={{ overflowY: 'auto' }} tabIndex={0} aria-label="Command palette choices">
          {(!typed || found) && siteList.length > 0 && (
            <Combobox.Group label={typed ? 'Sites' : 'Recent sites'}>
              {siteList.map((site) => (
                <SiteOption key={site.id} site={site} />
              ))}
            </Combobox.Group>
          )}
          {views.length > 0 && (
            <Combobox.Group label="Saved views">
              {views.map((view) => (
                <Combobox.Option key={view.id} value={`view:${view.id}`}>
                  {view.name}
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {currentSite && siteActions.length > 0 && (
            <Combobox.Group label={`Actions on ${currentSite.id} ${currentSite.name}`}>
              {siteActions.map((action) => (
                <Combobox.Option key={action.id} value={`action:${action.id}`}>
                  {action.label}
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {screens.length > 0 && (
            <Combobox.Group label="Screens">
              {screens.map((entry) => (
                <Combobox.Option key={entry.to} value={`screen:${entry.to}`}>
                  <Group gap="xs" wrap="nowrap">
                    <entry.icon size={16} stroke={1.6} />
                    {entry.label}
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
        </Combobox.Options>
      </Combobox>
      {searching && (
        <Text size="sm" c="dimmed" mt="sm" aria-busy="true">
          Searching sites…
        </Text>
      )}
      {found && sites.length === 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          No sites match “{query.trim()}”
        </Text>
      )}
      {failed && (
        <Group mt="sm" gap="sm">
          <Text size="sm" c="var(--mantine-color-error)">
            {searchFailedMessage}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Group>
      )}
    </Modal>
  );
}
