/** The student's accepted sets with progress, for the home card and /assign. */
import type { ProgressApi } from '$lib/progress';
import { loadCatalog } from './catalog';
import { doneCount, setResults } from './results';
import { listAcceptedSets } from './store';
import type { AssignmentSet } from './types';

export interface AssignmentSummary {
  set: AssignmentSet;
  done: number;
  total: number;
  /** The set's own link fragment: `/assign#<payload>` opens it. */
  payload: string;
}

/** Unfinished sets first, by due day (none last), then newest first. */
export async function loadSummaries(api: ProgressApi): Promise<AssignmentSummary[]> {
  const sets = await listAcceptedSets(api);
  if (sets.length === 0) return [];
  // The link writer (and its compressor) only when there are sets to link to: /assign's first load
  // is without it.
  const [catalog, { encodeSet }] = await Promise.all([loadCatalog(), import('./payload')]);
  const out = await Promise.all(
    sets.map(async ({ set }) => {
      const done = doneCount(await setResults(api, catalog, set));
      return { set, done, total: set.items.length, payload: encodeSet(set) };
    }),
  );
  const finished = (s: AssignmentSummary) => (s.done >= s.total ? 1 : 0);
  return out.sort(
    (a, b) => finished(a) - finished(b) || (a.set.due ?? '9999').localeCompare(b.set.due ?? '9999') || b.set.createdAt - a.set.createdAt,
  );
}
