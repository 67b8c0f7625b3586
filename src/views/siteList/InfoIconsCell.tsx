import { useMantineTheme } from '@mantine/core';
import { IconFlower, IconSeo, IconSpider, IconWorld } from '@tabler/icons-react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { infoIconColors, infoIcons, type InfoIconKey, type InfoIconState } from '../../../domain/siteList/infoIcons';
import { Tooltip } from '../shared/overlays/Tooltip';
import { plainGroup, plainThemeIcon } from '../shared/plainMantine';

const glyphs: Record<InfoIconKey, typeof IconWorld> = {
  domain: IconWorld,
  scrape: IconSpider,
  florist: IconFlower,
  seo: IconSeo,
};

/**
 * The state shows in the icon's fill as well as its colour (issue 18: never by colour alone):
 * done is solid, partial tinted, pending only outlined.
 */
const stateVariants: Record<InfoIconState, 'filled' | 'light' | 'outline'> = {
  done: 'filled',
  partial: 'light',
  pending: 'outline',
};

export function InfoIconsCell({ row }: { row: SiteRow }) {
  const theme = useMantineTheme();
  // Plain elements with Mantine's classes: a list row's cell (decision 0620).
  return (
    <div {...plainGroup({ gap: 4, wrap: 'nowrap' })}>
      {infoIcons(row.site_checklist_ids, row.scrape_requested).map(({ key, state, label }) => {
        const Glyph = glyphs[key];
        return (
          <Tooltip key={key} label={label}>
            <div
              {...plainThemeIcon(theme, { color: infoIconColors[state], variant: stateVariants[state], size: 'sm' })}
              role="img"
              aria-label={label}
              data-state={state}
            >
              <Glyph size={14} />
            </div>
          </Tooltip>
        );
      })}
    </div>
  );
}
