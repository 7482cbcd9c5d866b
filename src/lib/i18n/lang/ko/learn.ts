/** The Learn section's words (lessons/text.ts). */
import type { Words } from '../../catalogues';
import type en from '../en/learn';

const words: Words<typeof en> = {
  'learn.title': '규칙 배우기',
  'learn.lead': '장기판과 규칙부터 포진, 전술, 마무리까지 짧은 강의로 배워요. 강의마다 판 위에서 푸는 문제가 있어요.',
  'learn.stars': '별 {max}개 중 {n}개',
  'learn.lesson': '{n}강',
  'learn.locked': '바탕 강의: “{titles}”',
  'learn.complete': '완료',
  'learn.inProgress': '진행 중',
  'learn.start': '시작',
  'learn.continue': '계속',
  'learn.review': '복습',
  'learn.steps': '문제 {n}개',
  'learn.back': '강의 목록',
  'learn.lockedBanner': '이 강의는 다음 강의를 바탕으로 해요: {lessons}. 그래도 지금 해 볼 수 있어요.',
  'learn.lockedLabel': '잠김',
  'learn.stepOf': '문제 {n} / {total}',
  'learn.stepNav': '이 강의의 문제',
  'learn.goToStep': '문제 {n}',
  'learn.hint': '힌트',
  'learn.retry': '다시',
  'learn.next': '다음',
  'learn.finish': '마치기',
  'learn.moves': '수: {used} · {budget}수 안에 풀면 별 3개',
  'learn.taps': '{total}개 중 {found}개 찾음',
  'learn.tries': '시도: {used}',
  'learn.done.title': '강의 완료!',
  'learn.done.stars': '별 {max}개 중 {n}개를 얻었어요.',
  'learn.done.unlocked': '열림: {title}',
  'learn.done.next': '다음 강의: {title}',
  'learn.done.list': '강의 목록으로',
  'learn.done.improve': '문제를 다시 풀면 별을 더 얻을 수 있어요.',
  'learn.starsLabel': '별 3개 중 {n}개',
  'learn.board': '강의 판',
  'learn.choose': '답',
};

export default words;
