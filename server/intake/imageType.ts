/** The image formats an upload may be, by their first bytes, and the extension each is stored with. */
const signatures = [
  {
    type: 'image/png',
    ext: 'png',
    matches: (b: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  },
  { type: 'image/jpeg', ext: 'jpg', matches: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: 'gif', matches: (b: Uint8Array) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { type: 'image/webp', ext: 'webp', matches: (b: Uint8Array) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
] as const;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export type ImageType = { type: string; ext: string };

/**
 * What the bytes say the file is, whatever its name or declared type claims; null when it is not
 * one of the raster images a website uses. SVG is refused: it can carry script.
 */
export const imageTypeOf = (bytes: Uint8Array): ImageType | null => {
  const found = signatures.find((signature) => signature.matches(bytes));
  return found ? { type: found.type, ext: found.ext } : null;
};
