/**
 * Noticing that the stored progress vanished while a page is open (the user cleared the site's
 * data in the browser's settings): the page must not go on showing stars that are gone.
 *
 * Two signals: the browser closes the database connection (IdbBackend's `onClosed`), and, for
 * browsers that do not, a marker setting checked whenever the page becomes visible again: written
 * when missing, and a marker seen earlier that is now missing means the data was cleared.
 */
import type { ProgressApi } from './api';

export const MARKER_KEY = 'deviceMarker';

/** Call `onCleared` when the marker this page saw is gone. Returns a stop function. */
export function watchForClearedStorage(
  api: Pick<ProgressApi, 'getSetting' | 'setSetting'>,
  onCleared: () => void,
  target: Document = document,
): () => void {
  let seen: string | undefined;
  let checking = false;
  async function check() {
    if (checking) return;
    checking = true;
    try {
      const marker = await api.getSetting(MARKER_KEY);
      if (typeof marker === 'string' && marker) {
        if (seen !== undefined && marker !== seen) onCleared();
        seen = marker;
        return;
      }
      if (seen !== undefined) onCleared();
      seen = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      await api.setSetting(MARKER_KEY, seen);
    } catch {
      // Storage unavailable: the storage banner says so.
    } finally {
      checking = false;
    }
  }
  const onVisible = () => {
    if (target.visibilityState === 'visible') void check();
  };
  void check();
  target.addEventListener('visibilitychange', onVisible);
  const win = target.defaultView;
  win?.addEventListener('focus', onVisible);
  return () => {
    target.removeEventListener('visibilitychange', onVisible);
    win?.removeEventListener('focus', onVisible);
  };
}
