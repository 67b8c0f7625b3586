const alphabet = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A 21-character URL-safe random id (part 2 §9 'Unique local ids are 21 characters'), as nanoid makes them. */
export const newLocalId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  return Array.from(bytes, (byte) => alphabet[byte & 63]).join('');
};
