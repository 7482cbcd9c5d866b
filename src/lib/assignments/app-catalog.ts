/**
 * The app's content as a Catalog: the adapter between the content modules and assignments.
 * Loaded lazily through `loadCatalog()` (catalog.ts): it pulls in every lesson, exercise and
 * puzzle index, which pages that only list assignments do not need up front.
 */
import { trackList } from '$lib/exercises/content';
import { trackSummary, trackTitle } from '$lib/exercises/text';
import { exerciseKey } from '$lib/exercises/types';
import { lessonList } from '$lib/lessons/content';
import { PUZZLES } from '$lib/puzzles/collection';
import { makeCatalog, type CatalogItem } from './catalog';

const lessons: CatalogItem[] = lessonList.map((l) => ({
  kind: 'lesson',
  id: l.id,
  title: l.title,
  path: `/learn/${l.id}`,
  summary: l.summary,
  parts: l.stepIds,
}));

/**
 * A track is done when each of its exercises is solved (progress key `<track>/<id>`); its link opens
 * the first exercise. Title and summary follow the language (getters read the locale).
 */
const tracks: CatalogItem[] = trackList
  .filter((t) => t.exercises.length > 0)
  .map((t) => ({
    kind: 'track',
    id: t.track,
    get title() {
      return trackTitle(t.track);
    },
    get summary() {
      return trackSummary(t.track);
    },
    path: `/exercises/${t.track}/${t.exercises[0].id}`,
    parts: t.exercises.map(exerciseKey),
  }));

const puzzles: CatalogItem[] = PUZZLES.map((p) => ({
  kind: 'puzzle',
  id: p.id,
  title: '',
  path: `/puzzles/${p.id}`,
  mateIn: p.mateIn,
  rating: p.rating,
  themes: p.themes,
  fen: p.fen,
}));

export const catalog = makeCatalog([...lessons, ...tracks, ...puzzles]);
