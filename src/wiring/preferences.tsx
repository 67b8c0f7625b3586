import { useMantineColorScheme } from '@mantine/core';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { Density, Preferences } from '../../domain/api/me.schema';
import { preferencesMachine } from '../../machines/profile/preferences.machine';
import { useWorkflowMachine } from './useWorkflowMachine';

export interface PreferencesControl {
  preferences: Preferences;
  choose: (change: Partial<Preferences>) => void;
}

const PreferencesContext = createContext<PreferencesControl | null>(null);

type Props = {
  /** What this device last knew of the person's preferences: the first screen shows them at once. */
  known: Preferences;
  /** Each time they change (read from the server or chosen): the device keeps them for next time. */
  onChange: (preferences: Preferences) => void;
  children: ReactNode;
};

/**
 * The signed-in person's density and colour scheme (issue 33), read from and saved to the server by
 * preferencesMachine. The colour scheme is applied to the whole page here ('system' is Mantine's
 * 'auto', following the device); lists read the density with useDensity.
 */
export function PreferencesProvider({ known, onChange, children }: Props) {
  const [snapshot, send] = useWorkflowMachine('profile', preferencesMachine, { input: { known } });
  const { preferences } = snapshot.context;
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    setColorScheme(preferences.colorScheme === 'system' ? 'auto' : preferences.colorScheme);
    onChange(preferences);
  }, [preferences, setColorScheme, onChange]);
  const choose = (change: Partial<Preferences>) => send({ type: 'CHOOSE', change });
  return <PreferencesContext.Provider value={{ preferences, choose }}>{children}</PreferencesContext.Provider>;
}

/** The person's preferences and the way to change them; null outside a signed-in screen (stories of a single view). */
export const usePreferences = (): PreferencesControl | null => useContext(PreferencesContext);

/** How dense a list is for the person: comfortable unless they chose compact. */
export const useDensity = (): Density => usePreferences()?.preferences.density ?? 'comfortable';
