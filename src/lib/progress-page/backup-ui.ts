/** The backup panel's logic outside the component: file names, reading a picked file, messages. */
import { BackupError, MAX_BACKUP_BYTES, ProgressError, type ImportSummary, type ProgressApi } from '$lib/progress';
import { localDay } from '$lib/progress/day';
import { gt } from './text';

export const backupFileName = (date = new Date()) => `janggi-trainer-backup-${localDay(date)}.json`;

export type BackupOutcome = { ok: true; message: string; summary?: ImportSummary } | { ok: false; message: string };

/** The message for a failed import: what went wrong, and that nothing changed. */
export function importErrorMessage(error: unknown): string {
  if (error instanceof BackupError) {
    switch (error.code) {
      case 'too-large':
        return gt('backup.error.too-large', { mb: Math.round(MAX_BACKUP_BYTES / (1024 * 1024)) });
      case 'invalid':
        return gt('backup.error.invalid', { detail: error.detail.slice(0, 160) });
      default:
        return gt(`backup.error.${error.code}`);
    }
  }
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
  try {
    // Refuse an oversized file before reading it into memory.
    if (file.size > MAX_BACKUP_BYTES) throw new BackupError('too-large', `${file.size} bytes`);
    const text = await readText(file);
    // Assignment sets and reports are checked by their own module, loaded only when the file has some.
    const clean = /"(assignments|reports)"\s*:\s*\[\s*\{/.test(text)
      ? (await import('$lib/assignments/reports')).cleanBackupAssignments
      : undefined;
    const summary = await store.importProgress(text, { clean });
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
