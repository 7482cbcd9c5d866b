// chunk: progress-store (no side effects)
/**
 * Why a progress operation failed.
 * - `unavailable`: no IndexedDB (private mode, old browser, blocked by policy) or the connection died.
 * - `quota`: the browser refused to store more data.
 * - `blocked`: another tab holds an older version of the database open.
 * - `version`: the stored database is newer than this app (an old tab after an update).
 * - `unknown`: anything else; `cause` has the original error.
 */
export type ProgressErrorCode = 'unavailable' | 'quota' | 'blocked' | 'version' | 'unknown';

export class ProgressError extends Error {
  override readonly name = 'ProgressError';
  readonly code: ProgressErrorCode;

  constructor(code: ProgressErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/**
 * Errors after which the app keeps working in memory instead of failing: no storage, a full disk,
 * another tab holding an old version open, or a newer app version owning the database (an old tab
 * after an update: it must reload, but can go on until then).
 */
export function isRecoverable(error: unknown): error is ProgressError {
  return error instanceof ProgressError && error.code !== 'unknown';
}

function errorName(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string') return error.name;
  return undefined;
}

/** The names IndexedDB gives its errors (DOMException names). */
const STORAGE_ERROR_NAMES = new Set([
  'AbortError',
  'ConstraintError',
  'DataCloneError',
  'DataError',
  'InvalidAccessError',
  'InvalidStateError',
  'NotFoundError',
  'QuotaExceededError',
  'ReadOnlyError',
  'SecurityError',
  'TransactionInactiveError',
  'UnknownError',
  'VersionError',
]);

/** Whether `error` came from the storage layer (then it is mapped), not from a caller's code. */
export function isStorageError(error: unknown): boolean {
  if (error instanceof ProgressError) return true;
  if (typeof DOMException !== 'undefined' && error instanceof DOMException) return true;
  const name = errorName(error);
  return name !== undefined && STORAGE_ERROR_NAMES.has(name);
}

/** Map a DOMException (or anything thrown) from IndexedDB to a ProgressError. */
export function toProgressError(error: unknown, action: string): ProgressError {
  if (error instanceof ProgressError) return error;
  const name = errorName(error);
  const detail = error instanceof Error ? error.message : String(error);
  switch (name) {
    case 'QuotaExceededError':
      return new ProgressError('quota', `Storage is full while trying to ${action}.`, { cause: error });
    case 'VersionError':
      return new ProgressError('version', `The saved progress was written by a newer version of the app (${action}).`, { cause: error });
    case 'InvalidStateError':
    case 'UnknownError':
    case 'SecurityError':
      return new ProgressError('unavailable', `Storage is not available (${action}): ${detail}`, { cause: error });
    default:
      return new ProgressError('unknown', `Could not ${action}: ${detail}`, { cause: error });
  }
}
