/** The Exercises section's words (exercises/text.ts). */
import type { Words } from '../../catalogues';
import type en from '../en/exercises';

const words: Words<typeof en> = {
  'ex.title': '연습',
  'ex.lead': '엔진이 대회 규칙으로 채점하는 연습이에요. 졸의 모양을 바로 세우고, 상을 움직이고, 전술로 기물을 따내 보세요.',
  'ex.solvedCount': '{total}개 중 {solved}개 풀었어요',
  'ex.solved': '풀었어요',
  'ex.tried': '시도함',
  'ex.new': '새 연습',
  'ex.of': '연습 {n} / {total}',
  'ex.back': '연습 목록',
  'ex.goal': '목표',
  'ex.moves': '수 {used} / {budget}',
  'ex.choice': '답을 하나 고르세요',
  'ex.hint': '힌트',
  'ex.retry': '다시',
  'ex.next': '다음',
  'ex.done': '목록으로',
  'ex.failed': '아직 못 풀었어요.',
  'ex.retryPrompt': '다시를 눌러 다시 해 보세요.',
  'ex.why': '왜 좋은 수일까요',
  'ex.board': '연습 판',
  'ex.option': '보기 {n}',
  'ex.pick': '고르기',
  'ex.rules': '규칙',
  'ex.rules.janggi': '대회 규칙: 빅장과 점수 계산 (한은 덤 1.5점)',
  'ex.rules.traditional': '전통 규칙: 빅장은 있고 점수 계산은 없어요',
  'ex.rules.modern': '현대 규칙: 빅장은 없고 점수 계산은 있어요',
  'ex.rules.casual': '친선 규칙: 빅장도 점수 계산도 없어요',
  'ex.pass': '한수쉼',
  'ex.passBikjang': '두 장이 마주 보고 있어요. 줄을 막거나, 한수쉼으로 대국을 끝내고 점수를 세요.',
  'track.soldiers': '졸의 모양',
  'track.elephants': '상 움직이기',
  'track.soldiers.summary': '졸은 옆 점을 지켜요. 두 개씩 짝을 짓고, 셋이 한 줄로 서지 않게 하고, 졸을 밀기 전에 한 번 더 생각하세요.',
  'track.elephants.summary': '차림이 상의 길을 정해요. 바깥 상을 졸 사이로 들이고, 알맞은 변을 열어 상대의 수비가 차를 잃게 만드세요.',
  'track.tactics': '전술',
  'track.tactics.summary':
    '양걸이, 포다리에 묶인 기물, 멱에 걸린 마, 길을 열어 치는 공격, 갇힌 기물로 기물을 따내요. 상대도 수를 읽고 막아요.',
};

export default words;
