/** The puzzle runs' words, in Korean. */
import type { Words } from '../../catalogues';
import type en from '../en/puzzleRuns';

const words: Words<typeof en> = {
  'runs.streak.title': '연속 풀기',
  'runs.streak.lead': '풀수록 문제가 어려워져요. 한 번이라도 틀리면 끝나요.',
  'runs.timed.title': '3분 풀기',
  'runs.timed.lead': '3분 동안 되도록 많이 풀어 보세요. 틀리면 그 문제는 놓친 것으로 치고 다음 문제로 넘어가요.',
  'runs.start': '시작하기',
  'runs.again': '다시 하기',
  'runs.score': '푼 문제: {n}',
  'runs.missed': '놓친 문제: {n}',
  'runs.best': '최고 기록: {n}',
  'runs.newBest': '최고 기록을 새로 세웠어요!',
  'runs.time': '남은 시간: {time}',
  'runs.end.wrong': '틀렸어요. 이번 기록은 연속 {n}문제예요.',
  'runs.end.time': '시간이 다 됐어요. {n}문제를 풀고 {missed}문제를 놓쳤어요.',
  'runs.end.done': '이번 판에 나온 {n}문제를 모두 풀었어요!',
  'runs.error': '문제를 불러오지 못했어요. 인터넷에 연결되면 다시 해 보세요.',
  'puzzles.runs': '연속 풀기와 3분 풀기',
  'puzzles.runs.lead': '인터넷 없이도 할 수 있어요. 처음 틀릴 때까지 이어서 풀거나, 3분 안에 최대한 많이 풀어 보세요.',
  'puzzles.streak': '연속 풀기',
  'puzzles.timed': '3분 풀기',
};

export default words;
