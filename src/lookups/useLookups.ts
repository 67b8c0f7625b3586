import { useContext } from 'react';
import { LookupsContext, type LookupsState } from './LookupsProvider';

/** The shared lists (designers, florists, ..., fundingPartners) loaded after sign-in. */
export function useLookups(): LookupsState {
  const lookups = useContext(LookupsContext);
  if (!lookups) throw new Error('useLookups must be used inside <LookupsProvider> (the _app layout).');
  return lookups;
}
