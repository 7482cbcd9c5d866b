// Lighthouse CI on the static build, one page of every type (test/page-types.cjs): performance at least 95 and
// accessibility 100, median of three runs with Lighthouse's default mobile profile.
// Run with `npm run lighthouse` (fetches @lhci/cli on demand; not a dependency of the app);
// `PAGE_TYPES=/games,/editor npm run lighthouse` runs those page types only; LHCI_PORT serves on
// another port than 4174 (another checkout's run on the same machine).
const port = process.env.LHCI_PORT ?? '4174';
module.exports = {
  ci: {
    collect: {
      startServerCommand: `npx vite preview --port ${port} --strictPort`,
      startServerReadyPattern: 'Local',
      url: require('./test/page-types.cjs').map((path) => `http://localhost:${port}${path}`),
      numberOfRuns: 3,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      settings: {
        chromeFlags: '--headless --no-sandbox --disable-gpu --disable-background-networking',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
    },
    assert: {
      assertions: {
        'categories:performance': ['error', { minScore: 0.95, aggregationMethod: 'median-run' }],
        'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
      },
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
