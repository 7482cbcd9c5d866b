/**
 * What the service worker (src/service-worker.ts) may keep in its caches. No DOM, no Svelte: the
 * worker's bundle inlines it, and unit tests call it directly.
 */

/** What a file's name promises (by extension); pages (no extension) are HTML. */
export function expectedType(path: string): RegExp | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (ext === undefined) return /^text\/html\b/i;
  if (ext === 'js' || ext === 'mjs') return /^(text|application)\/(x-)?javascript\b/i;
  if (ext === 'css') return /^text\/css\b/i;
  if (ext === 'json' || ext === 'webmanifest') return /^application\/([\w.+-]+\+)?json\b/i;
  if (ext === 'html') return /^text\/html\b/i;
  return undefined;
}

/**
 * Worth keeping: a successful same-origin answer of the type the URL promises. A host that answers
 * a missing `/_app/immutable/x.js` with its HTML page (status 200) must not leave that page in the
 * cache under the module's name.
 */
export function fits(path: string, response: Response): boolean {
  if (!response.ok || response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return false;
  const type = expectedType(path);
  return !type || type.test(response.headers.get('content-type') ?? '');
}
