/**
 * The human part of a JSON error body, for the services that send one: Duda and GoDaddy say
 * {message}, OpenAI says {error: {message}}, Trello sometimes {message} and sometimes plain text.
 */
export const readJsonErrorMessage = (body: string): string | undefined => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    const text = body.trim();
    return text && text.length <= 200 && !text.startsWith('<') ? text : undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const record = parsed as { message?: unknown; error?: unknown };
  if (typeof record.message === 'string') return record.message;
  if (record.error && typeof record.error === 'object' && typeof (record.error as { message?: unknown }).message === 'string') {
    return (record.error as { message: string }).message;
  }
  return typeof record.error === 'string' ? record.error : undefined;
};
