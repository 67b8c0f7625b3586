/**
 * Part 2 §9's provider-to-contact map: a domain request for a customer of one of these previous
 * providers goes to Tribute Tech's contact, which looks after their domains. Every other provider
 * is its own contact.
 */
const contactProviderOf: Readonly<Record<string, string>> = {
  CFS: 'Tribute Tech',
  FZ: 'Tribute Tech',
  FR: 'Tribute Tech',
  FT: 'Tribute Tech',
  FI: 'Tribute Tech',
  MKJ: 'Tribute Tech',
};

/** The provider whose contact receives a domain request for a customer of `provider`. */
export const contactProviderFor = (provider: string): string => contactProviderOf[provider] ?? provider;
