/** Domain names compared as DNS does: case-insensitive, the trailing dot optional. */
export const normaliseDnsName = (name: string): string => name.trim().toLowerCase().replace(/\.$/, '');
