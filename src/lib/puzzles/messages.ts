/**
 * The puzzle screens' words, English and Korean, in the current UI language (`locale` from
 * $lib/i18n). Kept beside the puzzles so the shared catalogues stay small.
 */
import { locale, sectionText, type Locale } from '$lib/i18n';
import type { Theme } from './types';

const en = {
  'puzzles.title': 'Puzzles',
  'puzzles.lead':
    'Find the forced checkmate. Every move that still forces mate in time counts, except one that leaves the generals facing each other (bikjang).',
  'puzzles.lead.material':
    'Or win material: find the one move that wins at least 3 points more than any other (chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2).',
  'puzzles.filter.kind': 'Kind',
  'puzzles.kind.mate': 'Mates',
  'puzzles.kind.material': 'Win material',
  'puzzle.toMove.material': '{side} to move: win material',
  'puzzle.material': 'Win material',
  'puzzle.rules.material':
    'Points: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2. The best line wins {best}; every move that still wins at least {least} counts.',
  'puzzle.points.one': '1 point',
  'puzzle.points.many': '{n} points',
  'puzzles.next': 'Next puzzle',
  'puzzles.daily': "Today's puzzle",
  'puzzles.daily.title': 'Daily puzzle',
  'puzzles.daily.lead': 'The same puzzle for everyone today. Solve one every day to keep your streak.',
  'puzzles.daily.date': 'Puzzle of {date}',
  'puzzles.daily.streak': 'Daily streak: {n}',
  'puzzles.daily.best': 'best {n}',
  'puzzles.daily.solved': 'Solved today. A new one comes tomorrow.',
  'puzzles.daily.again': 'See it again',
  'puzzle.review': 'Review',
  'puzzle.review.why': 'You missed this one before: it is back for review.',
  'puzzles.rating': 'Your rating',
  'puzzles.rating.value': '{rating} ± {rd}',
  'puzzles.rating.new': 'Not rated yet: solve a few puzzles.',
  'puzzles.review': '{n} to review',
  'puzzles.filters': 'Filters',
  'puzzles.filter.length': 'Mate in',
  'puzzles.filter.any': 'Any',
  'puzzles.filter.themes': 'Themes',
  'puzzles.filter.clear': 'Clear filters',
  'puzzles.count': '{n} puzzles',
  'puzzles.none': 'No puzzle matches these filters.',
  'puzzles.list': 'All puzzles',
  'puzzles.list.more': 'Show more',
  'puzzles.status.solved': 'solved',
  'puzzles.status.failed': 'to review',
  'puzzle.title': 'Puzzle {id}',
  'puzzle.toMove': '{side} to move: mate in {n}',
  'puzzle.mateIn': 'Mate in {n}',
  'puzzle.rating': 'Rating {rating}',
  'puzzle.left': 'Moves left: {n}',
  'puzzle.rules':
    'Rules: the defender may pass (한수쉼) when not in check; a move that leaves the two generals facing each other on an open file is bikjang, never mate. If the defender leaves them facing, that is no escape: break the line, with mate if you can.',
  'puzzle.retry': 'Try again',
  'puzzle.hint': 'Hint',
  'puzzle.solution': 'Show solution',
  'puzzle.restart': 'Start over',
  'puzzle.back': 'All puzzles',
  'puzzle.themes': 'Themes',
  'puzzle.newRating': 'Rating {rating} ({delta})',
  'puzzle.newRating.provisional': 'Provisional rating {rating} ({delta}): it settles after a few more puzzles.',
  'puzzles.rating.provisional': 'Provisional: it moves more until you have solved a few puzzles.',
  'filter.active': 'Filter: {filter}',
  'filter.clear': 'Clear filter',
  'filter.cleared': 'Filter cleared: the next puzzle can be any puzzle.',
  'puzzle.score': 'Score {score}',
  'puzzle.line': 'Moves',
  'side.cho': 'Cho',
  'side.han': 'Han',
} as const;

type Key = keyof typeof en;

const ko: Record<Key, string> = {
  'puzzles.title': '문제',
  'puzzles.lead':
    '강제 외통수를 찾아보세요. 남은 수 안에 외통으로 이어지는 수는 모두 정답이에요. 다만 두 장이 마주 보게 되는 수(빅장)는 외통이 아니에요.',
  'puzzles.lead.material':
    '기물 얻기 문제도 있어요. 다른 어떤 수보다 3점 이상 더 얻는 단 하나의 수를 찾아보세요(차 13, 포 7, 마 5, 상 3, 사 3, 졸·병 2).',
  'puzzles.filter.kind': '종류',
  'puzzles.kind.mate': '외통',
  'puzzles.kind.material': '기물 얻기',
  'puzzle.toMove.material': '{side} 차례: 기물 얻기',
  'puzzle.material': '기물 얻기',
  'puzzle.rules.material':
    '점수: 차 13, 포 7, 마 5, 상 3, 사 3, 졸·병 2. 가장 좋은 수순은 {best}을 얻어요. {least} 이상을 얻는 수는 모두 정답이에요.',
  'puzzle.points.one': '1점',
  'puzzle.points.many': '{n}점',
  'puzzles.next': '다음 문제',
  'puzzles.daily': '오늘의 문제',
  'puzzles.daily.title': '오늘의 문제',
  'puzzles.daily.lead': '오늘은 모두 같은 문제를 풀어요. 매일 풀어서 연속 기록을 이어 가세요.',
  'puzzles.daily.date': '{date}의 문제',
  'puzzles.daily.streak': '연속 {n}일',
  'puzzles.daily.best': '최고 {n}일',
  'puzzles.daily.solved': '오늘 문제를 풀었어요. 내일 새 문제가 나와요.',
  'puzzles.daily.again': '다시 보기',
  'puzzle.review': '복습',
  'puzzle.review.why': '전에 놓친 문제예요. 복습으로 다시 나왔어요.',
  'puzzles.rating': '내 레이팅',
  'puzzles.rating.value': '{rating} ± {rd}',
  'puzzles.rating.new': '아직 레이팅이 없어요. 문제를 몇 개 풀어 보세요.',
  'puzzles.review': '복습 {n}개',
  'puzzles.filters': '필터',
  'puzzles.filter.length': '몇 수 외통',
  'puzzles.filter.any': '전체',
  'puzzles.filter.themes': '주제',
  'puzzles.filter.clear': '필터 지우기',
  'puzzles.count': '문제 {n}개',
  'puzzles.none': '조건에 맞는 문제가 없어요.',
  'puzzles.list': '모든 문제',
  'puzzles.list.more': '더 보기',
  'puzzles.status.solved': '풀었음',
  'puzzles.status.failed': '복습',
  'puzzle.title': '문제 {id}',
  'puzzle.toMove': '{side} 차례: {n}수 외통',
  'puzzle.mateIn': '{n}수 외통',
  'puzzle.rating': '레이팅 {rating}',
  'puzzle.left': '남은 수: {n}',
  'puzzle.rules':
    '규칙: 장군을 받지 않은 쪽은 한수쉼을 할 수 있어요. 두 장이 사이에 아무것도 없이 마주 보게 되는 수는 빅장이고, 외통이 아니에요. 막는 쪽이 장을 마주 보게 해도 피한 게 아니에요. 그 줄을 막으면서 외통을 만들 수 있으면 외통이에요.',
  'puzzle.retry': '다시 시도',
  'puzzle.hint': '힌트',
  'puzzle.solution': '정답 보기',
  'puzzle.restart': '처음부터',
  'puzzle.back': '모든 문제',
  'puzzle.themes': '주제',
  'puzzle.newRating': '레이팅 {rating} ({delta})',
  'puzzle.newRating.provisional': '임시 레이팅 {rating} ({delta}): 몇 문제 더 풀면 자리를 잡아요.',
  'puzzles.rating.provisional': '임시 레이팅이에요. 몇 문제 더 풀 때까지는 많이 움직여요.',
  'filter.active': '필터: {filter}',
  'filter.clear': '필터 지우기',
  'filter.cleared': '필터를 지웠어요. 다음 문제는 모든 문제 중에서 골라요.',
  'puzzle.score': '점수 {score}',
  'puzzle.line': '수순',
  'side.cho': '초',
  'side.han': '한',
};

const THEME_NAMES: Record<Locale, Record<Theme, string>> = {
  en: {
    'mate-in-1': 'Mate in 1',
    'mate-in-2': 'Mate in 2',
    'mate-in-3': 'Mate in 3',
    'mate-in-4': 'Mate in 4',
    'mate-in-5': 'Mate in 5',
    'chariot-mate': 'Chariot mate',
    'cannon-mate': 'Cannon mate',
    'horse-mate': 'Horse mate',
    'elephant-mate': 'Elephant mate',
    'soldier-mate': 'Soldier mate',
    'palace-diagonal': 'Palace-diagonal mate',
    'cannon-screen': 'Cannon mate behind a screen',
    'two-chariots': 'Two-chariot mate',
    smothered: 'Smothered general',
    'double-check': 'Double check',
    'discovered-check': 'Discovered check',
    fork: 'Fork',
    pin: 'Pin',
    deflection: 'Deflection',
    decoy: 'Decoy',
    clearance: 'Clearance',
    sacrifice: 'Sacrifice',
    'quiet-move': 'Quiet move',
    'pass-defence': 'Pass defence',
    bakbo: 'Bakbo (checks only)',
    'winning-material': 'Win material',
    'discovered-attack': 'Discovered attack',
    'removing-the-defender': 'Removing the defender',
    'trapped-piece': 'Trapped piece',
  },
  ko: {
    'mate-in-1': '1수 외통',
    'mate-in-2': '2수 외통',
    'mate-in-3': '3수 외통',
    'mate-in-4': '4수 외통',
    'mate-in-5': '5수 외통',
    'chariot-mate': '차 외통',
    'cannon-mate': '포 외통',
    'horse-mate': '마 외통',
    'elephant-mate': '상 외통',
    'soldier-mate': '졸·병 외통',
    'palace-diagonal': '궁성 대각선 외통',
    'cannon-screen': '포 다리 놓기 외통',
    'two-chariots': '양차 외통',
    smothered: '제 기물에 갇힌 장',
    'double-check': '양수겸장',
    'discovered-check': '드러난 장군',
    fork: '양걸이',
    pin: '묶기',
    deflection: '끌어내기',
    decoy: '끌어들이기',
    clearance: '길 비우기',
    sacrifice: '희생',
    'quiet-move': '조용한 수',
    'pass-defence': '한수쉼 방어',
    bakbo: '박보 (연속 장군)',
    'winning-material': '기물 얻기',
    'discovered-attack': '드러난 공격',
    'removing-the-defender': '지키는 기물 없애기',
    'trapped-piece': '갇힌 기물',
  },
};

const CATALOGUES: Record<Locale, Record<Key, string>> = { en, ko };

export type PuzzleMessageKey = Key;

export const pt = sectionText(CATALOGUES);
/** Both languages, for the catalogue tests. */
export const PUZZLE_CATALOGUES = CATALOGUES;

export const themeName = (theme: Theme): string => THEME_NAMES[locale.current][theme];

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A local day (`YYYY-MM-DD`) as the UI language writes it: "Nov 22, 2026", "2026년 11월 22일", as
 * toLocaleDateString writes it with year, short month and day, without Intl: building its date
 * data was a long task (about 70 ms on a fast machine) on the daily page's load.
 */
export function dayText(day: string, loc: Locale = locale.current): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new Error(`bad day "${day}"`);
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || date < 1 || date > 31) throw new Error(`bad day "${day}"`);
  return loc === 'ko' ? `${year}년 ${month}월 ${date}일` : `${MONTHS_EN[month - 1]} ${date}, ${year}`;
}

/** An amount of points: "1 point", "5 points"; "1점", "5점". */
export const pointsText = (n: number): string => (n === 1 ? pt('puzzle.points.one') : pt('puzzle.points.many', { n }));
