import { IconAlertTriangle, IconBuildingCommunity, IconStarFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { corporateCorporationId } from '../../../domain/siteList/assignees';
import './navigationState';
import { Tooltip } from '../shared/overlays/Tooltip';
import { plainAnchor, plainGroup } from '../shared/plainMantine';

/** The provider and referral partner that get their own icon (part 1 §2, §9). */
const flaggedProvider = 'WebPro';
const flaggedReferralPartnerId = 7;

/** `oneLine` (compact rows): a long name is cut with an ellipsis, the whole of it in its tooltip and accessible name. */
export function SiteNameCell({ row, oneLine = false }: { row: SiteRow; oneLine?: boolean }) {
  const icons = [
    row.corporation_id !== corporateCorporationId && {
      label: 'Non-corporate site',
      icon: <IconBuildingCommunity size={16} color="var(--mantine-color-gray-6)" />,
    },
    row.provider === flaggedProvider && {
      label: 'Provider: WebPro',
      icon: <IconAlertTriangle size={16} color="var(--mantine-color-yellow-7)" />,
    },
    row.referral_partner_id === flaggedReferralPartnerId && {
      label: 'Referral partner 7',
      icon: <IconStarFilled size={16} color="var(--mantine-color-blue-6)" />,
    },
  ].filter((entry) => entry !== false);

  // Plain elements with Mantine's classes: a list row's cell (decision 0620).
  return (
    <div {...plainGroup({ gap: 6, wrap: 'nowrap' })}>
      <Link
        {...plainAnchor({ size: 'sm', truncate: oneLine, maw: oneLine ? 240 : undefined })}
        title={oneLine ? row.name : undefined}
        to="/sites/id/$id"
        params={{ id: String(row.id) }}
        state={{ site: row }}
      >
        {row.name}
      </Link>
      {icons.map(({ label, icon }) => (
        <Tooltip key={label} label={label}>
          <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
            {icon}
          </span>
        </Tooltip>
      ))}
    </div>
  );
}
