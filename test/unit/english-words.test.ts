import { describe, expect, it } from 'vitest';
import { englishWords, englishWordsIn, isEnglishWord } from '../../scripts/english-words.mjs';

describe('englishWords', () => {
  it('counts English words in Korean text', () => {
    expect(englishWords('아직 못 풀었어요. Your soldier was captured: you are 2 points down.')).toEqual([
      'Your',
      'soldier',
      'was',
      'captured',
      'you',
      'are',
      'points',
      'down',
    ]);
    expect(englishWords('먼저 “The horse and its blocked leg”을 끝내세요')).toEqual(['The', 'horse', 'and', 'its', 'blocked', 'leg']);
  });
  it('leaves out points, moves, notation, acronyms and single letters', () => {
    expect(
      englishWords(
        '한이 f7g5로 받아요. e2e2, a10a9, e2, i10, R01-71, H02-83+, 79졸78, FEN, CSV, QR 코드, a 세로줄, K, Enter나 Space로, Esc는',
      ),
    ).toEqual([]);
  });
  it('does not take words for coordinates', () => {
    for (const w of ['Han', 'Cho', 'pass', 'check', 'be', 'a11', 'j5', 'c4-and', 'well-known']) expect(isEnglishWord(w), w).toBe(true);
    for (const w of ['b1', 'c3', 'b1c3', 'PWA', 'FENs', 'c1-c2-d3-e4', 'd5-e5', 'm1-0002', 'bk2-001', 'tc-0001', 'Fairy-Stockfish'])
      expect(isEnglishWord(w), w).toBe(false);
    // Only the puzzle-id shape: a word with a hyphen and digits is still a word.
    for (const w of ['mate-in-2', 'top-10', 'x-1']) expect(isEnglishWord(w), w).toBe(true);
  });
  it('reads Spanish text for the English left in it, not for its Latin letters', () => {
    const spanish = 'Mueve el carro a e5: jaque mate con el general en tres jugadas. ¿Quedan tablas? No, el total es 1,5 puntos.';
    expect(englishWordsIn(spanish, 'es')).toEqual([]);
    expect(englishWordsIn(`${spanish} Next puzzle: show the solution`, 'es')).toEqual(['Next', 'puzzle', 'show', 'the', 'solution']);
    // Other languages count every Latin word.
    expect(englishWordsIn('下一題 Next', 'zh-Hant')).toEqual(['Next']);
  });
});
