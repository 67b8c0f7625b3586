import type { EditableSiteField } from '../../domain/api/siteDetailEdit.schema';

/**
 * The Details field toasts of part 2 §8. The catalogue has no failure text for the funding partner;
 * it follows the other three.
 */
export const siteFieldMessages: Record<EditableSiteField, { saved: string; failed: string; label: string }> = {
  provider: { label: 'Provider', saved: 'Provider updated', failed: 'Error updating site provider' },
  corporation: { label: 'Corporation', saved: 'Corporation updated', failed: 'Error updating site corporation' },
  referralPartner: { label: 'Referral Partner', saved: 'Referral partner updated', failed: 'Error updating site referral partner' },
  fundingPartner: { label: 'Funding Partner', saved: 'Funding partner updated', failed: 'Error updating site funding partner' },
};
