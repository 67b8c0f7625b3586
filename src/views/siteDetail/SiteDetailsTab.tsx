import { Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { EditableSiteField } from '../../../domain/api/siteDetailEdit.schema';
import type { SiteDetail } from '../../../domain/api/siteDetail.schema';
import { can } from '../../../domain/permissions';
import type { SiteFieldValue } from '../../../machines/siteDetail/siteDetail.actors';
import { choicesOf, type Lookups } from '../../../domain/lookups/lookupLists';
import { useLookups } from '../../lookups/useLookups';
import { SiteCredentials } from '../intakeSecrets/SiteCredentials';
import { useViewer } from '../../wiring/viewer';
import { AddonsList } from './AddonsList';
import { ContentLibrarySyncButton } from './ContentLibrarySyncButton';
import { useSiteDetail } from './siteDetailContext';
import { type FieldOption, SiteFieldEditor } from './SiteFieldEditor';

const none: FieldOption = { key: 'none', label: 'None', value: null };

/** Each editable field's picks from the shared lists, and the value the site holds. */
const fieldSources: Record<
  EditableSiteField,
  { options: (lookups: Lookups, site: SiteDetail) => FieldOption[]; value: (site: SiteDetail) => SiteFieldValue }
> = {
  provider: {
    options: (lookups, site) =>
      choicesOf(lookups.providers, (p) => p.name === site.provider).map((p) => ({ key: p.name, label: p.name, value: p.name })),
    value: (site) => site.provider,
  },
  corporation: {
    options: (lookups, site) =>
      choicesOf(lookups.corporations, (c) => c.id === site.corporation_id).map((c) => ({ key: String(c.id), label: c.name, value: c.id })),
    value: (site) => site.corporation_id,
  },
  referralPartner: {
    options: (lookups, site) => [
      none,
      ...choicesOf(lookups.referralPartners, (r) => r.id === site.referral_partner_id).map((r) => ({
        key: String(r.id),
        label: r.name,
        value: r.id,
      })),
    ],
    value: (site) => site.referral_partner_id,
  },
  fundingPartner: {
    options: (lookups, site) => [
      none,
      ...choicesOf(lookups.fundingPartners, (f) => f.name === site.funding_partner).map((f) => ({
        key: f.name,
        label: f.name,
        value: f.name,
      })),
    ],
    value: (site) => site.funding_partner,
  },
};

const fields: EditableSiteField[] = ['provider', 'corporation', 'referralPartner', 'fundingPartner'];

/** The Details tab (part 2 §2.1): fields edited in place, the addons, the intake's credentials (admins) and the content-library sync. */
export function SiteDetailsTab() {
  const { site, refresh } = useSiteDetail();
  const { role } = useViewer();
  const lookups = useLookups();

  return (
    <Stack>
      <Card withBorder>
        <Title order={4} mb="sm">
          Site
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {fields.map((field) => (
            <SiteFieldEditor
              key={field}
              siteId={site.id}
              field={field}
              value={fieldSources[field].value(site)}
              options={fieldSources[field].options(lookups, site)}
              onSaved={refresh}
            />
          ))}
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Title order={4} mb="sm">
          Addons
        </Title>
        <AddonsList siteId={site.id} addons={site.addons} onSaved={refresh} />
      </Card>
      {can(role, 'revealSecrets') && <SiteCredentials fhid={site.id} />}
      {can(role, 'syncContentLibrary') && (
        <Group>
          <ContentLibrarySyncButton siteId={site.id} hasProject={site.duda_id !== null} />
        </Group>
      )}
    </Stack>
  );
}
