import { Button, Group, Stack, Text } from '@mantine/core';
import type { PresetUsage } from '../../../domain/api/pageSeo.schema';
import { isPresetId, type PresetId, presetIds, presetLabel } from '../../../domain/pageSeo/pagePresets';
import { Select } from '../shared/overlays/Select';

type Props = {
  preset: PresetId;
  current: PresetId | null;
  city: string | null;
  usage: PresetUsage | null;
  usageState: 'loading' | 'loaded' | 'unavailable' | 'noCity';
  canApply: boolean;
  applying: boolean;
  /** Why Apply is disabled, when it is. */
  blockedBecause: string | null;
  onChoose: (preset: PresetId) => void;
  onApply: () => void;
};

const data = presetIds.map((id) => ({ value: String(id), label: presetLabel(id) }));

const usesText = (uses: number, city: string) => `${uses} other ${uses === 1 ? 'site' : 'sites'} in ${city}`;

/** Default and Preset 1 to 6, each with how many sites of the city use it, and Apply. */
export function PresetPicker({ preset, current, city, usage, usageState, canApply, applying, blockedBecause, onChoose, onApply }: Props) {
  const usesOf = (id: PresetId) => usage?.find((row) => row.page_metadata_preset_id === id)?.Uses;
  const chosenUses = usesOf(preset);
  const usageLine =
    usageState === 'loading'
      ? 'Counting presets in use nearby…'
      : usageState === 'unavailable'
        ? 'Unable to count the presets in use nearby'
        : usageState === 'loaded' && chosenUses !== undefined && city
          ? `${presetLabel(preset)} is used by ${usesText(chosenUses, city)}`
          : null;
  return (
    <Stack gap={4}>
      <Group align="end" gap="sm">
        <Select
          label="Preset"
          w={240}
          data={data}
          value={String(preset)}
          allowDeselect={false}
          disabled={!canApply}
          renderOption={({ option }) => {
            const uses = usesOf(Number(option.value) as PresetId);
            return uses === undefined || !city ? option.label : `${option.label} (${usesText(uses, city)})`;
          }}
          onChange={(value) => {
            const id = Number(value);
            if (isPresetId(id)) onChoose(id);
          }}
        />
        {canApply && (
          <Button variant="default" loading={applying} disabled={blockedBecause !== null} onClick={onApply}>
            Apply preset
          </Button>
        )}
        <Text size="sm">Current preset: {current ? presetLabel(current) : 'none yet'}</Text>
      </Group>
      {usageLine && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {usageLine}
        </Text>
      )}
      {canApply && blockedBecause && (
        <Text
          size="sm"
          // The theme's warning text (theme.ts): Mantine's orange.8 is about 3.6:1 on white.
          c="var(--app-color-warning-text)"
        >
          {blockedBecause}
        </Text>
      )}
    </Stack>
  );
}
