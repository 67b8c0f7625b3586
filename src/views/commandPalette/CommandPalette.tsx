import { Badge, Button, Combobox, Group, Kbd, Loader, Modal, Text, TextInput, useCombobox } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { SiteHit } from '../../../domain/commandPalette/siteHit';
import { statusBadges } from '../../../domain/siteStatus';
import { commandPaletteMachine } from '../../../machines/commandPalette/commandPalette.machine';
import { usePaletteCommands } from '../../wiring/paletteCommands';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { paletteShortcut } from '../keyboard/keyboardMap';
import type { SidebarEntry } from '../shell/sidebarEntries';
import { matchesQuery } from './matchesQuery';

type Props = {
  /** The screens the role can use: its sidebar. */
  entries: readonly SidebarEntry[];
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
 * The command palette (issue 19): Ctrl/Cmd+K anywhere, or the header's Search button. Jumps to a
 * site (recent ones while the box is empty, the server's matches as you type), a saved view, a
 * screen of the role's sidebar, or runs an action the page on screen offers (the same one its
 * button runs). Arrow keys move, Enter picks, Escape closes.
 */
export function CommandPalette({ entries }: Props) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { site: currentSite, actions } = usePaletteCommands();
  const [snapshot, send] = useWorkflowMachine('commandPalette', commandPaletteMachine, { input: { userId: viewer.id } });
  const combobox = useCombobox({ opened: true });

  // No tags ignored: the palette opens from inside a field too.
  useHotkeys([[paletteShortcut.hotkey, () => send({ type: 'OPEN' })]], []);

  useEffect(() => {
    if (currentSite) send({ type: 'VISITED', site: currentSite });
  }, [currentSite, send]);

  const { query, sites, recentSites, savedViews } = snapshot.context;
  const shown = snapshot.matches({ palette: 'shown' });
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
    if (shown) combobox.selectFirstOption();
  }, [shown, optionsKey, combobox]);

  const pick = (value: string) => {
    const [kind, id] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
    send({ type: 'CLOSE' });
    if (kind === 'site') void navigate({ to: '/sites/id/$id', params: { id } });
    if (kind === 'view') {
      const view = savedViews.find((entry) => entry.id === id);
      if (view) void navigate({ href: view.href });
    }
    if (kind === 'screen') void navigate({ to: id });
    if (kind === 'action') actions.find((action) => action.id === id)?.run();
  };

  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconSearch size={16} />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        onClick={() => send({ type: 'OPEN' })}
        visibleFrom="sm"
      >
        Search
      </Button>
      <Modal
        opened={shown}
        onClose={() => send({ type: 'CLOSE' })}
        title="Command palette"
        size="lg"
        yOffset="10vh"
      >
        <Combobox store={combobox} onOptionSubmit={pick}>
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
          <Combobox.Options mt="sm" mah="60vh" style={{ overflowY: 'auto' }} aria-label="Command palette choices">
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
            <Text size="sm" c="red.9">
              {searchFailedMessage}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
              Retry
            </Button>
          </Group>
        )}
      </Modal>
    </>
  );
}
