import { describe, expect, it } from 'vitest';
import { MemoryBackend, createProgressApi, lazyProgress, type ProgressApi } from '$lib/progress';

describe('lazyProgress (the progress store loaded on its first call)', () => {
  it('loads nothing until called, then once, and answers like the store itself', async () => {
    let loads = 0;
    const real = createProgressApi(new MemoryBackend());
    const api = lazyProgress(async () => {
      loads++;
      return real;
    });
    expect(loads).toBe(0);
    expect(api.storage).toBe('indexeddb');
    const [, b] = await Promise.all([
      api.setSetting('notation', 'korean'),
      api.recordExercise({ exerciseId: 'x/1', solved: true, score: 3 }),
    ]);
    expect(b.solved).toBe(true);
    expect(loads).toBe(1);
    expect(await api.getSetting('notation')).toBe('korean');
    expect(await real.listExercises()).toEqual(await api.listExercises());
    expect(api.storage).toBe('memory');
    expect(loads).toBe(1);
  });

  it('offers every method of the store', () => {
    const real = createProgressApi(new MemoryBackend());
    const api = lazyProgress(async () => real);
    const methods = (o: object) =>
      Object.keys(o)
        .filter((k) => typeof (o as Record<string, unknown>)[k] === 'function')
        .sort();
    expect(methods(api)).toEqual(methods(real));
  });

  it('tries the load again after a failure, and passes the failure on', async () => {
    let loads = 0;
    const real = createProgressApi(new MemoryBackend());
    const api = lazyProgress(async (): Promise<ProgressApi> => {
      loads++;
      if (loads === 1) throw new Error('offline: chunk missing');
      return real;
    });
    await expect(api.listAssignments()).rejects.toThrow('offline: chunk missing');
    expect(await api.listAssignments()).toEqual([]);
    expect(loads).toBe(2);
  });
});
