import { notifications } from '@mantine/notifications';

/**
 * Opens the builder's editor for a site in a new tab through a single-sign-on link (the list's
 * Editor button and the detail page's Edit Site button), with the loading and result toasts.
 */
export async function openSiteEditor(siteId: number, fetchEditorUrl: (siteId: number) => Promise<string>): Promise<void> {
  // Opened before the request so the browser counts it as the click's own pop-up.
  const tab = window.open('', '_blank');
  const toast = notifications.show({ loading: true, message: 'Loading site editor', autoClose: false });
  try {
    const url = await fetchEditorUrl(siteId);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    notifications.update({ id: toast, loading: false, color: 'green', message: 'Opening site editor!', autoClose: true });
  } catch {
    tab?.close();
    notifications.update({ id: toast, loading: false, color: 'red', message: 'Unable to load site editor', autoClose: true });
  }
}
