import { describe, expect, it } from 'vitest';
import { fill } from '$lib/i18n';
import { ending, particle, particleFor } from '$lib/i18n/particles';

describe('particle', () => {
  it('follows the final consonant of Hangul words', () => {
    // with 받침
    expect(particle('장', '이/가')).toBe('장이');
    expect(particle('상', '을/를')).toBe('상을');
    expect(particle('한', '은/는')).toBe('한은');
    expect(particle('궁성', '으로/로')).toBe('궁성으로');
    expect(particle('빅장', '과/와')).toBe('빅장과');
    expect(particle('한수쉼', '을/를')).toBe('한수쉼을');
    expect(particle('선생님', '아/야')).toBe('선생님아');
    // without 받침
    expect(particle('마', '이/가')).toBe('마가');
    expect(particle('차', '을/를')).toBe('차를');
    expect(particle('초', '은/는')).toBe('초는');
    expect(particle('포', '으로/로')).toBe('포로');
    expect(particle('사', '과/와')).toBe('사와');
    expect(particle('민수', '아/야')).toBe('민수야');
  });

  it('takes 로, not 으로, after ㄹ, and 이/을/은/과 after ㄹ like any other final consonant', () => {
    expect(particle('졸', '으로/로')).toBe('졸로');
    expect(particle('졸', '이/가')).toBe('졸이');
    expect(particle('졸', '을/를')).toBe('졸을');
    expect(particle('외통수', '으로/로')).toBe('외통수로');
    expect(particle('멍군', '으로/로')).toBe('멍군으로');
  });

  it('names every piece with the right particles', () => {
    const subject = { 장: '장이', 사: '사가', 상: '상이', 마: '마가', 차: '차가', 포: '포가', 졸: '졸이', 병: '병이' };
    for (const [word, want] of Object.entries(subject)) expect(particle(word, '이/가'), word).toBe(want);
    const object = { 장: '장을', 사: '사를', 상: '상을', 마: '마를', 차: '차를', 포: '포를', 졸: '졸을', 병: '병을' };
    for (const [word, want] of Object.entries(object)) expect(particle(word, '을/를'), word).toBe(want);
    const toward = { 장: '장으로', 사: '사로', 상: '상으로', 마: '마로', 차: '차로', 포: '포로', 졸: '졸로', 병: '병으로' };
    for (const [word, want] of Object.entries(toward)) expect(particle(word, '으로/로'), word).toBe(want);
  });

  it('reads coordinates and numbers in Sino-Korean', () => {
    expect(particle('e2', '으로/로')).toBe('e2로'); // 이 이
    expect(particle('c3', '으로/로')).toBe('c3으로'); // 씨 삼
    expect(particle('g5', '으로/로')).toBe('g5로'); // 지 오
    expect(particle('d6', '으로/로')).toBe('d6으로'); // 디 육
    expect(particle('e7', '으로/로')).toBe('e7로'); // 이 칠 (ㄹ)
    expect(particle('h8', '이/가')).toBe('h8이'); // 에이치 팔
    expect(particle('b1', '을/를')).toBe('b1을'); // 비 일
    expect(particle('i9', '을/를')).toBe('i9를'); // 아이 구
    expect(particle('a10', '으로/로')).toBe('a10으로'); // 에이 십
    expect(particle('a10', '이/가')).toBe('a10이');
    expect(particle('100', '이/가')).toBe('100이'); // 백
    expect(particle('0', '으로/로')).toBe('0으로'); // 영
    expect(particle('79졸78', '으로/로')).toBe('79졸78로'); // 칠십팔
    expect(particle('f7g5', '으로/로')).toBe('f7g5로');
    expect(particle('e2e2', '을/를')).toBe('e2e2를');
  });

  it('reads Latin letters by their Korean names and skips closing punctuation', () => {
    expect(particle('FEN', '을/를')).toBe('FEN을'); // 엔
    expect(particle('QR', '으로/로')).toBe('QR로'); // 알
    expect(particle('CSV', '을/를')).toBe('CSV를'); // 브이
    expect(particle('HTML', '으로/로')).toBe('HTML로'); // 엘
    expect(particle('“마와 멱”', '을/를')).toBe('“마와 멱”을');
    expect(particle('“장기판과 궁성”', '을/를')).toBe('“장기판과 궁성”을');
    expect(particleFor('(마)', '이/가')).toBe('가');
  });

  it('tells the three endings apart', () => {
    expect(ending('마')).toBe('vowel');
    expect(ending('졸')).toBe('rieul');
    expect(ending('장')).toBe('consonant');
    expect(ending('')).toBe('vowel');
  });
});

describe('fill with particles', () => {
  it('attaches the particle that fits the value', () => {
    expect(fill('{side|이/가} {move|으로/로} 받아요.', { side: '초', move: 'c3' })).toBe('초가 c3으로 받아요.');
    expect(fill('{side|이/가} {move|으로/로} 받아요.', { side: '한', move: 'e7' })).toBe('한이 e7로 받아요.');
    expect(fill('먼저 {titles|을/를} 끝내세요', { titles: '“마와 멱”' })).toBe('먼저 “마와 멱”을 끝내세요');
    // `{name:pair}` is the particle alone, for a value inside quotes
    expect(fill('먼저 “{titles}”{titles:을/를} 끝내세요', { titles: '장기판과 궁성' })).toBe('먼저 “장기판과 궁성”을 끝내세요');
    expect(fill('“{titles}”{titles:을/를}', { titles: '졸과 병' })).toBe('“졸과 병”을');
    expect(fill('“{titles}”{titles:을/를}', { titles: '사' })).toBe('“사”를');
  });
  it('leaves an unknown pair or a missing value as written', () => {
    expect(fill('{a|이/야}', { a: '마' })).toBe('마');
    expect(fill('{b|이/가}', { a: '마' })).toBe('{b|이/가}');
  });
});
