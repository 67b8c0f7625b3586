import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconFlower, IconSeo, IconSpider, IconWorld } from '@tabler/icons-react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { infoIconColors, infoIcons, type InfoIconKey } from '../../../domain/siteList/infoIcons';

const glyphs: Record<InfoIconKey, typeof IconWorld> = {
  domain: IconWorld,
  scrape: IconSpider,
  florist: IconFlower,
  seo: IconSeo,
};

export function InfoIconsCell({ row }: { row: SiteRow }) {
  return (
    <Group gap={4} wrap="nowrap">
      {infoIcons(row.site_checklist_ids, row.scrape_requested).map(({ key, state, label }) => {
        const Glyph = glyphs[key];
        return (
          <Tooltip key={key} label={label}>
            <ThemeIcon color={infoIconColors[state]} variant="light" size="sm" role="img" aria-label={label} data-state={state}>
              <Glyph size={14} />
            </ThemeIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
