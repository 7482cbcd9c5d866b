/**
 * The Learn section's words (lessons/text.ts).
 * English: the source of the keys and of each template's `{placeholders}` (`as const`).
 */
const words = {
  'learn.title': 'Learn the rules',
  'learn.lead':
    'Short lessons, from the board and the rules to openings, tactics and endgames. Each one ends with a few tasks on the board.',
  'learn.stars': '{n} of {max} stars',
  'learn.lesson': 'Lesson {n}',
  'learn.locked': 'Builds on “{titles}”',
  'learn.complete': 'Complete',
  'learn.inProgress': 'In progress',
  'learn.start': 'Start',
  'learn.continue': 'Continue',
  'learn.review': 'Review',
  'learn.steps': '{n} tasks',
  'learn.back': 'All lessons',
  'learn.lockedBanner': 'This lesson builds on: {lessons}. You can still try it now.',
  'learn.lockedLabel': 'Locked',
  'learn.stepOf': 'Task {n} of {total}',
  'learn.stepNav': 'Tasks of this lesson',
  'learn.goToStep': 'Task {n}',
  'learn.hint': 'Hint',
  'learn.retry': 'Retry',
  'learn.next': 'Next',
  'learn.finish': 'Finish',
  'learn.moves': 'Moves: {used} · three stars in {budget} or fewer',
  'learn.taps': 'Found {found} of {total}',
  'learn.tries': 'Tries: {used}',
  'learn.done.title': 'Lesson complete!',
  'learn.done.stars': 'You earned {n} of {max} stars.',
  'learn.done.unlocked': 'Unlocked: {title}',
  'learn.done.next': 'Next lesson: {title}',
  'learn.done.list': 'Back to the lessons',
  'learn.done.improve': 'Replay a task to earn more stars.',
  'learn.starsLabel': '{n} of 3 stars',
  'learn.board': 'Lesson board',
  'learn.choose': 'Your answer',
} as const;

export default words;
