// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { MemoryBackend, createProgressApi, type ProgressApi } from '$lib/progress';
import ProgressPage from '$lib/progress-page/ProgressPage.svelte';

afterEach(() => locale.set('en'));

const lessons = [
  { id: 'board', title: 'The board', stepIds: ['1', '2'] },
  { id: 'general', title: 'The general', stepIds: ['1'] },
];
const tracks = [{ track: 'soldiers', ids: ['soldiers/a', 'soldiers/b'] }];
const themes = new Map<string, readonly string[]>([
  ['p1', ['mate-in-2', 'chariot-mate']],
  ['p2', ['mate-in-2', 'cannon-mate']],
  ['p3', ['mate-in-2', 'chariot-mate']],
  ['p4', ['mate-in-2', 'cannon-mate']],
]);

async function filled(): Promise<ProgressApi> {
  const api = createProgressApi(new MemoryBackend());
  await api.recordLessonStep({ lessonId: 'board', stepId: '1', stars: 3, score: 1 });
  await api.recordLessonStep({ lessonId: 'board', stepId: '2', stars: 2, score: 1 });
  await api.recordExercise({ exerciseId: 'soldiers/a', solved: true, score: 3 });
  let t = 1000;
  for (const [id, result] of [
    ['p1', 'solved'],
    ['p2', 'failed'],
    ['p3', 'solved'],
    ['p4', 'failed'],
  ] as const) {
    await api.recordPuzzleAttempt({ puzzleId: id, result, hints: 0, moves: [], ms: 1, time: t });
    await api.addRating({ kind: 'puzzle', rating: 1500 + (result === 'solved' ? 40 : -30), rd: 200, volatility: 0.06, time: t++ });
  }
  return api;
}

const page = (store: ProgressApi) => render(ProgressPage, { lessons, tracks, store, loadThemes: async () => themes });

describe('ProgressPage', () => {
  it('shows lessons, exercises, rating, streak, chart and themes', async () => {
    const store = await filled();
    page(store);
    await waitFor(() => expect(screen.getByTestId('progress-page').hasAttribute('data-loaded')).toBe(true));
    expect(screen.getByTestId('card-lessons').textContent).toContain('1 of 2');
    expect(screen.getByTestId('card-lessons').textContent).toContain('5 of 9 stars');
    expect(screen.getByTestId('card-exercises').textContent).toContain('1 of 2');
    expect(screen.getByTestId('card-puzzles').textContent).toContain('1470');
    expect(screen.getByTestId('card-puzzles').textContent).toContain('2 of 4 puzzles solved');
    expect(screen.getByTestId('card-streak').textContent).toContain('1 day');
    expect(screen.getByTestId('rating-chart').dataset.points).toBe('4');
    expect(screen.getByRole('img', { name: /over 4 rated puzzles/ })).toBeTruthy();
    expect(screen.getByTestId('themes-strong').textContent).toContain('Chariot');
    expect(screen.getByTestId('themes-weak').textContent).toContain('Cannon');
    const board = document.querySelector('[data-lesson="board"]')!;
    expect(board.getAttribute('data-stars')).toBe('5');
    expect(board.querySelector('a')!.getAttribute('href')).toBe('/learn/board');
  });

  it('speaks Korean', async () => {
    locale.set('ko');
    page(await filled());
    await waitFor(() => expect(screen.getByTestId('progress-page').hasAttribute('data-loaded')).toBe(true));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('나의 진도');
    expect(screen.getByTestId('card-lessons').textContent).toContain('1/2개');
  });

  it('an empty store shows zeros and hints, not errors', async () => {
    page(createProgressApi(new MemoryBackend()));
    await waitFor(() => expect(screen.getByTestId('progress-page').hasAttribute('data-loaded')).toBe(true));
    expect(screen.getByTestId('card-puzzles').textContent).toContain('Not rated yet');
    expect(screen.getByTestId('rating-chart').textContent).toContain('first rated puzzle');
    expect(screen.getByText(/Try at least two puzzles/)).toBeTruthy();
  });

  it('a corrupt backup gets a clear message and changes nothing; a good one updates the page', async () => {
    const store = await filled();
    page(store);
    await waitFor(() => expect(screen.getByTestId('progress-page').hasAttribute('data-loaded')).toBe(true));
    const input = screen.getByTestId('backup-import') as HTMLInputElement;
    const before = JSON.stringify((await store.exportProgress()).data);

    await fireEvent.change(input, { target: { files: [new File(['{"app": "janggi-trainer", "format": 1, "sch'], 'broken.json')] } });
    await waitFor(() => expect(screen.getByTestId('backup-message').textContent).toMatch(/incomplete.*Nothing was changed/));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(JSON.stringify((await store.exportProgress()).data)).toBe(before);
    await fireEvent.change(input, { target: { files: [new File(['not a backup ]{'], 'garbage.json')] } });
    await waitFor(() => expect(screen.getByTestId('backup-message').textContent).toMatch(/damaged.*Nothing was changed/));
    expect(JSON.stringify((await store.exportProgress()).data)).toBe(before);

    const other = createProgressApi(new MemoryBackend());
    await other.recordLessonStep({ lessonId: 'general', stepId: '1', stars: 3, score: 1 });
    const file = new File([JSON.stringify(await other.exportProgress())], 'backup.json', { type: 'application/json' });
    await fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('backup-message').textContent).toMatch(/Backup loaded: 1 added/));
    await waitFor(() => expect(screen.getByTestId('card-lessons').textContent).toContain('2 of 2'));
  });
});
