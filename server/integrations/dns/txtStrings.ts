/** DNS keeps TXT data in strings of at most 255 bytes; Route 53 refuses a longer quoted string. */
const maxStringBytes = 255;

const quote = (text: string) => `"${text.replace(/(["\\])/g, '\\$1')}"`;

/** One string cut into pieces of at most 255 bytes, never inside a character. */
const pieces = (text: string): string[] => {
  const result: string[] = [];
  let current = '';
  for (const char of text) {
    if (Buffer.byteLength(current + char) > maxStringBytes) {
      result.push(current);
      current = '';
    }
    current += char;
  }
  return [...result, current];
};

/**
 * A TXT record's value as Route 53 takes it: each of its strings quoted, any longer than 255
 * bytes cut in pieces, all on one line ('"v=DKIM1; k=rsa; p=MIIB…" "…"'). Readers join them again.
 */
export const txtValue = (strings: readonly string[]): string => strings.flatMap(pieces).map(quote).join(' ');
