/**
 * The rewriter of points in authored texts (points-text.ts), for readers who chose Korean rows and
 * columns: loaded the first time such a reader's text is said, so no first load carries it. The
 * texts say their points again once it is in (it is reactive), as the board's labels change once
 * the settings are read.
 */
let rewrite = $state<((s: string) => string) | undefined>();
let loading = false;

export function koreanPoints(): ((s: string) => string) | undefined {
  if (!rewrite && !loading && typeof window !== 'undefined') {
    loading = true;
    import('$lib/i18n/points-text').then(
      (m) => (rewrite = m.pointsInKorean),
      () => (loading = false),
    );
  }
  return rewrite;
}
