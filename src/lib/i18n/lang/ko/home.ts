/** The home page's words. */
import type { Words } from '../../catalogues';
import type en from '../en/home';

const words: Words<typeof en> = {
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
};

export default words;
