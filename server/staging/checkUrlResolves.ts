/** How long one collection URL may take: a staging check waits for the slowest page, so short. */
const collectionUrlTimeoutMs = 5_000;

/**
 * GETs a URL (following redirects) and says why it does not resolve, or null when it answered
 * 2xx. Network trouble is a finding about the URL, not a server error.
 */
export const checkUrlResolves = async (url: string, timeoutMs = collectionUrlTimeoutMs): Promise<string | null> => {
  try {
    const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    // Only the status matters; dropping the body frees the connection at once.
    await response.body?.cancel();
    if (response.ok) return null;
    return response.status === 404 ? 'Not found on the preview (404)' : `The preview answered ${response.status}`;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return `No answer within ${timeoutMs / 1000} seconds`;
    return 'The preview could not be reached';
  }
};
