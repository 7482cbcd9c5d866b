/**
 * The words of the home page, in the app's languages. Kept apart from the app catalogue
 * (src/lib/i18n) so that no other page's first load carries them.
 */
import { sectionText, type Locale } from '$lib/i18n';

const en = {
  'home.heading': 'Learn Janggi, one move at a time',
  'home.lead': 'From how each piece moves to your first checkmates. Everything works offline once loaded.',
  'home.continue.title': 'Continue where you left off',
  'home.continue.empty': 'You have not started yet. The first lesson shows how the pieces move.',
  'home.continue.start': 'Start the first lesson',
  'home.continue.resume': 'Continue',
  'home.continue.puzzles': 'Puzzles: the next one near your rating',
  'home.continue.nextPuzzle': 'Next puzzle',
  'home.streak': '{n}-day streak',
  'home.puzzle.title': "Today's puzzle",
  'home.puzzle.none': 'A new puzzle appears here every day.',
  'home.puzzle.open': 'Solve it',
  'home.puzzle.solved': 'Solved today',
  'home.puzzle.next': 'Solved: next puzzle',
  'home.puzzle.mateIn': 'Mate in {n}',
  'home.puzzle.rating': 'Rating {rating}',
  'home.puzzle.browse': 'Browse puzzles',
  'home.explore': 'Explore',
  'home.assignments.title': 'Your assignments',
  'home.assignments.all': 'All {n}',
} as const;

export type HomeKey = keyof typeof en;

/** Both languages, for the catalogue tests; English as written, so lookups check their parameters. */
export const HOME_CATALOGUES: { en: typeof en } & { [L in Locale]: Record<HomeKey, string> } = {
  en,
  ko: {
    'home.heading': '한 수씩 배우는 장기',
    'home.lead': '기물이 움직이는 법부터 첫 외통수까지. 한 번 열면 인터넷 없이도 모두 쓸 수 있어요.',
    'home.continue.title': '이어서 하기',
    'home.continue.empty': '아직 시작하지 않았어요. 첫 강의에서 기물이 어떻게 움직이는지 알아봐요.',
    'home.continue.start': '첫 강의 시작하기',
    'home.continue.resume': '계속하기',
    'home.continue.puzzles': '문제: 내 레이팅에 맞는 다음 문제',
    'home.continue.nextPuzzle': '다음 문제',
    'home.streak': '{n}일 연속',
    'home.puzzle.title': '오늘의 문제',
    'home.puzzle.none': '매일 새 문제가 여기에 나와요.',
    'home.puzzle.open': '풀어 보기',
    'home.puzzle.solved': '오늘 풀었어요',
    'home.puzzle.next': '풀었어요: 다음 문제',
    'home.puzzle.mateIn': '{n}수 외통',
    'home.puzzle.rating': '레이팅 {rating}',
    'home.puzzle.browse': '문제 둘러보기',
    'home.explore': '둘러보기',
    'home.assignments.title': '내 과제',
    'home.assignments.all': '모두 {n}개',
  },
};

/** A home page string in the current language (reactive inside components). */
export const homeText = sectionText(HOME_CATALOGUES);
