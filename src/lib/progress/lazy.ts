// chunk: framework
import type { ProgressApi } from './api';

/** Every method of the progress API; `storage` is the one property that is not a method. */
const METHODS = [
  'recordLessonStep',
  'getLessonStep',
  'getLessonProgress',
  'getAllLessonSteps',
  'recordExercise',
  'getExercise',
  'listExercises',
  'recordPuzzleAttempt',
  'getPuzzleAttempts',
  'addRating',
  'getRatingHistory',
  'getRating',
  'touchStreak',
  'getStreak',
  'getBest',
  'keepBest',
  'scheduleReview',
  'getReview',
  'removeReview',
  'getDueReviews',
  'saveAssignment',
  'getAssignment',
  'listAssignments',
  'deleteAssignment',
  'addReport',
  'getReports',
  'listReports',
  'saveReport',
  'deleteReport',
  'getSetting',
  'setSetting',
  'getLastActivity',
  'setLastActivity',
  'saveGame',
  'getGame',
  'listGames',
  'deleteGame',
  'requestPersistence',
  'transact',
  'exportProgress',
  'importProgress',
] as const satisfies readonly (keyof ProgressApi)[];

// A method added to the API but not listed above fails the type check here.
type Unlisted = Exclude<keyof ProgressApi, (typeof METHODS)[number] | 'storage'>;
const everyMethodListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyMethodListed;

/**
 * The progress API, with its code (IndexedDB, the store's schema and checks) loaded on the first
 * call instead of with the page: every method returns a promise, so a caller cannot tell the
 * difference. A failed load (a chunk missing while offline) is tried again on the next call.
 */
export function lazyProgress(load: () => Promise<ProgressApi>): ProgressApi {
  let api: ProgressApi | undefined;
  let loading: Promise<ProgressApi> | undefined;
  const ready = (): Promise<ProgressApi> =>
    (loading ??= load().then(
      (loaded) => (api = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const facade = {
    get storage(): ProgressApi['storage'] {
      return api?.storage ?? 'indexeddb';
    },
  } as ProgressApi;
  for (const name of METHODS) {
    const call = async (...args: unknown[]): Promise<unknown> => {
      const target = api ?? (await ready());
      return (target[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    };
    Object.defineProperty(facade, name, { value: call, enumerable: true });
  }
  return facade;
}
