import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { isFixedTitlePage } from '../../../domain/pageSeo/fixedTitlePages';
import { pagesCsv } from '../../../domain/pageSeo/pagesCsv';
import { pageSeoDraftSchema } from '../../../domain/pageSeo/pageSeoDraft';
import type { PageSeoChange } from '../../../machines/pageSeo/pageSeo.actors';
import { changedPages, shownSeo } from '../../../machines/pageSeo/pageDrafts';
import { pageSeoMachine } from '../../../machines/pageSeo/pageSeo.machine';
import { type DraftShape, useKeptDraft } from '../../wiring/useKeptDraft';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { AiPreviewModal } from './AiPreviewModal';
import { KeptDraft } from '../shared/KeptDraft';
import { downloadText } from './downloadText';
import { PageSeoCard } from './PageSeoCard';
import { PresetPicker } from './PresetPicker';

export type SitePagesViewProps = { siteId: number };

const pagesDraft: DraftShape<PageSeoChange[]> = { schema: pageSeoDraftSchema, blank: [] };

const usageStates = ['loading', 'loaded', 'unavailable', 'noCity'] as const;

/**
 * Site Pages (part 2 §2.7): every builder page's SEO title and description edited in place with
 * counters and a search-result preview, Save for the changed pages, presets with their use in the
 * site's city, the AI helper and the CSV export. Roles without editPageSeo read only. Unsaved changes
 * are kept in the browser until saved or discarded, and offered back when the pages load (decision 0440).
 */
export function SitePagesView({ siteId }: SitePagesViewProps) {
  const viewer = useViewer();
  const [snapshot, send] = useWorkflowMachine('pageSeo', pageSeoMachine, { input: { siteId, viewer } });
  const { context } = snapshot;
  const changesDraft = useKeptDraft(
    snapshot.matches('ready') && context.canEdit ? `pageSeo:${siteId}` : null,
    changedPages(context.drafts, context.pages),
    (changes) => send({ type: 'RESTORE_DRAFTS', changes }),
    pagesDraft,
  );

  // The heading names the site once it is known; until then, its id. Above it, the way back to the
  // site's own page, which is where people come from (issue 33).
  const siteName = context.site ? context.site.name : `Site ${siteId}`;
  const heading = (
    <Stack gap={4}>
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/sites/id/$id" params={{ id: String(siteId) }} />}>
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to {siteName}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {siteName}: Pages
      </Title>
    </Stack>
  );
  if (snapshot.matches('loading')) {
    return (
      <Stack gap="md">
        {heading}
        <Stack role="status" aria-label="Loading pages" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={180} radius="md" />
          ))}
        </Stack>
      </Stack>
    );
  }
  if (snapshot.matches('failed') || !context.site) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red" title="Unable to get pages from Duda">
          {context.loadRefusal && <Text size="sm">{context.loadRefusal}</Text>}
          <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </Button>
        </Alert>
      </Stack>
    );
  }

  const site = context.site;
  const saving = snapshot.matches({ ready: { editor: 'saving' } });
  const applying = snapshot.matches({ ready: { editor: 'applyingPreset' } });
  const changes = changedPages(context.drafts, context.pages);
  const aiOpen = !snapshot.matches({ ready: { ai: 'closed' } });
  const aiPage = context.pages.find((page) => page.uuid === context.ai?.uuid) ?? null;
  const usageState = usageStates.find((state) => snapshot.matches({ ready: { usage: state } })) ?? 'loading';
  const hasCity = Boolean(site.city?.trim() && site.state?.trim());
  const exportCsv = () =>
    downloadText(
      `site-${site.id}-pages.csv`,
      pagesCsv(context.pages.map((page) => ({ ...page, seo: shownSeo(context.drafts, page) }))),
      'text/csv;charset=utf-8',
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <div>
          {heading}
          <Text c="dimmed" size="sm">
            {[site.city, site.state].filter(Boolean).join(', ') || 'No city yet'}
          </Text>
        </div>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportCsv}>
            Export CSV
          </Button>
          {context.canEdit && (
            <>
              <Button variant="subtle" disabled={changes.length === 0 || saving} onClick={() => send({ type: 'DISCARD' })}>
                Discard changes
              </Button>
              <Button loading={saving} disabled={changes.length === 0 || applying} onClick={() => send({ type: 'SAVE' })}>
                {changes.length ? `Save ${changes.length} ${changes.length === 1 ? 'page' : 'pages'}` : 'Save pages'}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <KeptDraft draft={changesDraft} />
      {!context.canEdit && (
        <Alert color="gray" title="Read only">
          Page SEO is edited by admins, designers and care.
        </Alert>
      )}
      <PresetPicker
        preset={context.preset}
        current={site.page_metadata_preset_id}
        city={site.city}
        usage={context.usage}
        usageState={usageState}
        canApply={context.canEdit}
        applying={applying}
        blockedBecause={
          !hasCity
            ? 'Add the site’s city and state to use presets'
            : changes.length > 0
              ? 'Save or discard your changes before applying a preset'
              : null
        }
        onChoose={(preset) => send({ type: 'CHOOSE_PRESET', preset })}
        onApply={() => send({ type: 'APPLY_PRESET' })}
      />
      {context.pages.length === 0 && <Text c="dimmed">This site has no pages yet</Text>}
      {context.pages.map((page) => (
        <PageSeoCard
          key={page.uuid}
          page={page}
          seo={shownSeo(context.drafts, page)}
          unsaved={changes.some((change) => change.uuid === page.uuid)}
          readOnly={!context.canEdit || applying}
          aiOffered={context.canEdit && hasCity && !isFixedTitlePage(page.title)}
          aiBusy={aiOpen}
          onEdit={(field, value) => send({ type: 'EDIT', uuid: page.uuid, field, value })}
          onAskAi={() => send({ type: 'ASK_AI', uuid: page.uuid })}
        />
      ))}
      <AiPreviewModal
        pageTitle={aiOpen ? (aiPage?.title ?? '') : null}
        writing={snapshot.matches({ ready: { ai: 'writing' } })}
        text={context.ai?.text ?? ''}
        onChange={(text) => send({ type: 'CHANGE_PREVIEW', text })}
        onSave={() => send({ type: 'SAVE_PREVIEW' })}
        onClose={() => send({ type: 'CLOSE_PREVIEW' })}
      />
    </Stack>
  );
}
