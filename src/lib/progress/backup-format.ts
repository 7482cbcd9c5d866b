// chunk: progress-store (no side effects)
/** A backup file's envelope: which app wrote it, and the layout's version (the database's is `schemaVersion`). */
export const BACKUP_APP = 'janggi-trainer';
export const BACKUP_FORMAT = 1;
