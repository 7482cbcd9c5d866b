/** The backup panel's logic outside the component: file names, reading a picked file, messages. */
import { MAX_BACKUP_BYTES, ProgressError, type BackupError, type ImportSummary, type ProgressApi } from '$lib/progress';
import { localDay } from '$lib/progress/day';
import { gt } from './text';
import type { ProgressDump } from '$lib/progress';
import type { Catalog } from '$lib/assignments/catalog';

/** The app's catalogue for checking reports, or undefined when it cannot be had (checked without it). */
async function loadAppCatalog(): Promise<Catalog | undefined> {
  try {
    return await (await import('$lib/assignments/catalog')).loadCatalog();
  } catch {
    return undefined;
  }
}

export const backupFileName = (date = new Date()) => `janggi-trainer-backup-${localDay(date)}.json`;

/** What the panel shows after an import; `code` says why a file was refused (absent for storage or read failures). */
export type BackupOutcome =
  { ok: true; message: string; summary?: ImportSummary } | { ok: false; message: string; code?: BackupError['code'] };

/** The message for a refused file: what is wrong with it, and that nothing changed. */
export function backupErrorMessage(error: BackupError): string {
  switch (error.code) {
    case 'too-large':
      return gt('backup.error.too-large', { mb: Math.round(MAX_BACKUP_BYTES / (1024 * 1024)) });
    case 'invalid':
    case 'future':
    case 'impossible':
      return error.store && error.record
        ? gt(`backup.error.${error.code}At`, { store: gt(`backup.store.${error.store}`), n: error.record })
        : gt(`backup.error.${error.code}`);
    default:
      return gt(`backup.error.${error.code}`);
  }
}

/** The message for an import that failed other than by a refused file: storage, or reading the file. */
export function importErrorMessage(error: unknown): string {
  if (error instanceof ProgressError) return gt('backup.error.storage', { detail: error.code });
  return gt('backup.error.read');
}

/** A file's text (FileReader where Blob.text is missing: older Safari, jsdom). */
function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Read a picked file and merge it into `store`. Never throws. */
export async function importBackupFile(store: Pick<ProgressApi, 'importProgress'>, file: Blob): Promise<BackupOutcome> {
  // Refuse an oversized file before reading it into memory.
  if (file.size > MAX_BACKUP_BYTES) {
    return { ok: false, message: backupErrorMessage({ code: 'too-large', detail: `${file.size} bytes` }), code: 'too-large' };
  }
  try {
    const text = await readText(file);
    // Assignment sets and reports are checked by their own module, loaded only when the file has
    // some; reports against the app's catalogue too (when it cannot be loaded, without it).
    let clean: ((data: ProgressDump) => Promise<number | BackupError>) | undefined;
    if (/"(assignments|reports)"\s*:\s*\[\s*\{/.test(text)) {
      const { cleanBackupAssignments } = await import('$lib/assignments/reports');
      const wantsCatalog = /"reports"\s*:\s*\[\s*\{/.test(text);
      clean = async (data) => {
        const catalog = wantsCatalog ? await loadAppCatalog() : undefined;
        return cleanBackupAssignments(data, Date.now(), catalog);
      };
    }
    const result = await store.importProgress(text, { clean });
    if (!result.ok) {
      // The technical detail is for whoever looks at the console; the reader gets the code's message.
      console.warn('[backup] refused:', result.error.detail);
      return { ok: false, message: backupErrorMessage(result.error), code: result.error.code };
    }
    const summary = result.value;
    let message = gt('backup.imported', { added: summary.added, updated: summary.updated, unchanged: summary.unchanged });
    if (summary.dropped) message += ' ' + gt('backup.dropped', { n: summary.dropped });
    return { ok: true, summary, message };
  } catch (e) {
    return { ok: false, message: importErrorMessage(e) };
  }
}

/** The whole store as a JSON Blob, with the file name to save it under. */
export async function makeBackupFile(store: Pick<ProgressApi, 'exportProgress'>, date = new Date()): Promise<{ blob: Blob; name: string }> {
  const data = await store.exportProgress();
  return { blob: new Blob([JSON.stringify(data)], { type: 'application/json' }), name: backupFileName(date) };
}
