import { ActionIcon, Badge, Button, Group, Title } from '@mantine/core';
import { IconBrandTrello, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { SiteDetail } from '../../../domain/api/siteDetail.schema';
import { can } from '../../../domain/permissions';
import { backendUrl, boardCardUrl, previewUrl } from '../../../domain/siteList/siteLinks';
import { statusBadges } from '../../../domain/siteStatus';
import { siteDetailNotices } from '../../../machines/siteDetail/siteDetail.actors';
import { GoLiveButton } from '../goLive/GoLiveButton';
import '../siteList/navigationState';
import { SiteEditorButton } from '../siteEditor/SiteEditorButton';
import { StageSiteButton } from '../staging/StageSiteButton';
import { SiteStatusActions } from '../siteStatus/SiteStatusActions';
import { showNotice } from '../../wiring/showNotice';
import { usePaletteActions } from '../../wiring/paletteCommands';
import { useViewer } from '../../wiring/viewer';
import { Tooltip } from '../shared/overlays/Tooltip';
import { PhoneSiteHeader } from './PhoneSiteHeader';

type Props = {
  site: SiteDetail;
  onChanged: () => void;
  /** On a phone the header is the name, the status and one 'Site actions' disclosure holding the rest. */
  phone?: boolean;
};

/** The detail page header (part 2 §2.1): id, name, status and the buttons each site and role gets. */
export function SiteHeader({ site, onChanged, phone = false }: Props) {
  const { role } = useViewer();
  const navigate = useNavigate();
  const badge = statusBadges[site.launcher_label];
  const offersPages = can(role, 'viewSitePages');
  const offersProject = !site.duda_id && !site.hosted_obit_site && can(role, 'manageBuilderProject');

  const copyPreviewLink = async () => {
    await navigator.clipboard.writeText(new URL(previewUrl(site.id), window.location.origin).href);
    showNotice(siteDetailNotices.previewLinkCopied);
  };

  // The command palette offers the header's buttons under the same conditions.
  const openInTab = (href: string) => () => window.open(href, '_blank', 'noreferrer');
  usePaletteActions([
    ...(site.trello_card_id ? [{ id: 'trello', label: 'Open Trello', run: openInTab(boardCardUrl(site.id)) }] : []),
    ...(site.organization_id ? [{ id: 'backend', label: 'Backend', run: openInTab(backendUrl(site.id)) }] : []),
    ...(offersPages
      ? [{ id: 'pages', label: 'View Pages', run: () => void navigate({ to: '/pages/$id', params: { id: String(site.id) } }) }]
      : []),
    ...(site.duda_id
      ? [
          { id: 'preview', label: 'Preview', run: openInTab(previewUrl(site.id)) },
          { id: 'copyPreview', label: 'Copy preview link', run: () => void copyPreviewLink() },
        ]
      : []),
    ...(offersProject
      ? [{ id: 'createProject', label: 'Create Duda Project', run: () => void navigate({ to: '/create', state: { fhid: site.id } }) }]
      : []),
  ]);

  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a site (from the palette, a list or an address) starts the keyboard at its heading,
  // not at the page body (issue 33); a re-read of the same site leaves the focus where it is.
  useEffect(() => heading.current?.focus({ preventScroll: true }), [site.id]);

  const title = (
    <Title ref={heading} tabIndex={-1} order={1} size={phone ? 'h3' : 'h2'} style={{ outline: 'none' }}>
      {site.name}
    </Title>
  );
  const status = (
    <Badge color={badge.color} variant={badge.variant} tt="none">
      {site.launcher_label}
    </Badge>
  );
  const actions = (
    <>
      {site.trello_card_id && (
        <Button
          component="a"
          href={boardCardUrl(site.id)}
          target="_blank"
          rel="noreferrer"
          variant="default"
          leftSection={<IconBrandTrello size={16} />}
        >
          Open Trello
        </Button>
      )}
      {site.organization_id && (
        <Button
          component="a"
          href={backendUrl(site.id)}
          target="_blank"
          rel="noreferrer"
          variant="default"
          leftSection={<IconExternalLink size={16} />}
        >
          Backend
        </Button>
      )}
      <SiteEditorButton site={site} />
      {offersPages && (
        <Button variant="default" renderRoot={(props) => <Link {...props} to="/pages/$id" params={{ id: String(site.id) }} />}>
          View Pages
        </Button>
      )}
      {site.duda_id && (
        <Group gap={4}>
          <Button component="a" href={previewUrl(site.id)} target="_blank" rel="noreferrer" variant="default">
            Preview
          </Button>
          <Tooltip label="Copy preview link">
            <ActionIcon variant="default" size="lg" aria-label="Copy preview link" onClick={() => void copyPreviewLink()}>
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
      <StageSiteButton site={site} onStaged={onChanged} />
      {offersProject && (
        <Button renderRoot={(props) => <Link {...props} to="/create" state={{ fhid: site.id }} />}>Create Duda Project</Button>
      )}
      <GoLiveButton site={site} onClosed={onChanged} />
      <SiteStatusActions site={site} onChanged={onChanged} onDeleted={() => void navigate({ to: '/sites' })} />
    </>
  );

  if (phone) return <PhoneSiteHeader title={title} status={status} actions={actions} />;

  return (
    <Group justify="space-between" align="center" gap="sm">
      <Group gap="sm">
        <Badge size="lg" variant="outline" color="gray" tt="none" aria-label="Site id">
          {site.id}
        </Badge>
        {title}
        {status}
      </Group>
      <Group gap="xs">{actions}</Group>
    </Group>
  );
}
