/**
 * Just enough XML for Route 53's answers and requests. Its documents are small and regular (no
 * element contains another of the same name, no CDATA), so reading them by element name is exact
 * and saves a parser dependency.
 */
const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };

export const unescapeXml = (text: string): string => text.replace(/&(lt|gt|quot|apos|amp);/g, (entity) => entities[entity] ?? entity);

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The inner XML of every <tag> element, in document order. */
export const elements = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1] ?? '');

/** The text of the first <tag> element, unescaped. */
export const text = (xml: string, tag: string): string | undefined => {
  const inner = elements(xml, tag)[0];
  return inner === undefined ? undefined : unescapeXml(inner.trim());
};

export const route53Namespace = 'https://route53.amazonaws.com/doc/2013-04-01/';
