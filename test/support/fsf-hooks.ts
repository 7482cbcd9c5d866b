/**
 * One Fairy-Stockfish for a test file: loaded before its tests, quit after them. Returns the
 * analyser's getter (it exists once `beforeAll` has run).
 */
import { afterAll, beforeAll } from 'vitest';
import { Analyser, loadFsf, type Fsf } from './exercise-fsf';

export function useAnalyser(): () => Analyser {
  let fsf: Fsf | undefined;
  let an: Analyser | undefined;
  beforeAll(async () => {
    fsf = await loadFsf();
    an = new Analyser(fsf);
  });
  afterAll(() => fsf?.quit());
  return () => {
    if (!an) throw new Error('Fairy-Stockfish is not loaded yet (read the analyser inside a test)');
    return an;
  };
}
