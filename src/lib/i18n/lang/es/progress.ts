/** The progress page: stars, streaks, ratings, what to review. */
const words = {
  'progress.title': 'Your progress',
  'progress.lead': 'Everything here is saved in this browser on this device.',
  'progress.loading': 'Loading your progress…',
  'progress.summary': 'Summary',

  'card.lessons': 'Lessons',
  'card.lessons.value': '{done} of {total}',
  'card.lessons.detail': 'complete · {stars} of {max} stars',
  'card.exercises': 'Exercises',
  'card.exercises.value': '{solved} of {total}',
  'card.exercises.detail': 'solved',
  'card.puzzles': 'Puzzle rating',
  'card.puzzles.unrated': 'Not rated yet',
  'card.puzzles.detail': '{solved} of {tried} puzzles solved',
  'card.streak': 'Streak',
  'card.streak.value': '{n} days',
  'card.streak.value.one': '1 day',
  'card.streak.detail': 'best {best} · daily puzzle {daily}',

  'chart.title': 'Puzzle rating over time',
  'chart.empty': 'Your rating appears here after your first rated puzzle.',
  'chart.label': 'Puzzle rating over {n} rated puzzles: from {from} to {to}, lowest {min}, highest {max}.',
  'chart.from': 'Since {date}',
  'chart.now': 'Now {rating} ± {rd}',

  'themes.title': 'Puzzle themes',
  'themes.strongest': 'Strongest',
  'themes.weakest': 'To work on',
  'themes.row': '{solved} of {tried} solved first time',
  'themes.empty': 'Try at least two puzzles in a few themes to see which ones suit you.',
  'themes.practice': 'Practise these',

  'lessons.title': 'Lessons',
  'lessons.tasks': '{done} of {total} tasks',
  'lessons.complete': 'Complete',
  'lessons.open': 'Open',
  'lessons.stars': '{n} of {max} stars',

  'exercises.title': 'Exercises',
  'exercises.row': '{solved} of {total} solved',

  'backup.title': 'Backup',
  'backup.lead':
    'Your progress lives only in this browser. Save a backup file to keep it safe or to move it to another device. Loading a backup adds it to what is here, keeping the newer version of anything saved in both.',
  'backup.export': 'Save a backup file',
  'backup.import': 'Load a backup file',
  'backup.exported': 'Saved {file}.',
  'backup.working': 'Loading the backup…',
  'backup.imported': 'Backup loaded: {added} added, {updated} updated, {unchanged} already here.',
  'backup.error.too-large': 'This file is too large to be a Janggi trainer backup (the limit is {mb} MB). Nothing was changed.',
  'backup.error.not-json': 'This file is damaged or is not a backup: it could not be read as JSON. Nothing was changed.',
  'backup.error.foreign': 'This file is not a Janggi trainer backup. Nothing was changed.',
  'backup.error.newer': 'This backup comes from a newer version of the app. Reload to update the app, then try again. Nothing was changed.',
  'backup.error.invalid':
    'This backup contains something the app does not accept: it is damaged or was changed by hand. Nothing was changed.',
  'backup.error.storage': 'The backup could not be saved on this device ({detail}). Nothing was changed.',
  'backup.error.read': 'The file could not be read. Nothing was changed.',
  'backup.error.export': 'The backup could not be made: {detail}',
  'backup.persisted': 'This browser keeps your progress even when the device runs low on space.',
  'backup.notPersisted': 'The browser may clear saved data when the device runs low on space: a backup keeps your progress safe.',
  'backup.memory':
    'Progress cannot be saved in this browser right now and will be lost when the tab closes. Save a backup file to keep it.',
  'backup.dropped': 'Assignment records in the file that could not be read, left out: {n}.',
  'backup.error.truncated':
    'This backup file is incomplete: it stops part way, as if its download or copy was cut short. Save the backup again and load the new file. Nothing was changed.',
  'backup.error.invalidAt':
    'This backup has a record the app does not accept ({store}, record {n}): the file is damaged or was changed by hand. Nothing was changed.',
  'backup.error.future':
    'This backup has a date after today’s (by more than a day): it was changed by hand or made on a device whose clock is wrong. Nothing was changed.',
  'backup.error.futureAt':
    'This backup has a record dated after today ({store}, record {n}): it was changed by hand or made on a device whose clock is wrong. Nothing was changed.',
  'backup.error.impossible': 'This backup has figures no play can give: it was changed by hand. Nothing was changed.',
  'backup.error.impossibleAt':
    'This backup has a record with figures no play can give ({store}, record {n}), such as stars on a task never tried: it was changed by hand. Nothing was changed.',
  'backup.store.lessonSteps': 'lesson steps',
  'backup.store.exercises': 'exercises',
  'backup.store.puzzleAttempts': 'puzzle attempts',
  'backup.store.ratings': 'ratings',
  'backup.store.streaks': 'streaks',
  'backup.store.reviews': 'reviews',
  'backup.store.assignments': 'assignments',
  'backup.store.reports': 'class reports',
  'backup.store.settings': 'settings',
  'backup.store.games': 'games',
} as const;

export default words;
