/**
 * The one result type for untrusted input (FEN, notation, links, content, backups): a value or a
 * reason, never a half-valid object and never a bare throw. The engine's parsers use it with their
 * `EngineError` codes (types.ts), the app re-exports it from `$lib/result` for links and backups.
 * Pure TypeScript, no imports: the engine imports nothing from outside its folder.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
