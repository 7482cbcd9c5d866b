import { describe, expect, it } from 'vitest';
import { editorHref, openHrefs, playItOutHref, sideToMove } from '../../src/lib/board/open-in';
import { parseAnalysisQuery } from '../../src/lib/analysis/tree';
import { parsePlayLink } from '../../src/lib/play/link';
import { editorHref as editorOwnHref } from '../../src/lib/editor/editor';

const FEN = '3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1';
const HAN_TO_MOVE = FEN.replace(' w ', ' b ');
const query = (href: string) => new URL(href, 'https://x').searchParams;

describe('open this position in the editor, the analysis board and /play', () => {
  it('offers the three pages, each carrying the position and the rule set', () => {
    const links = openHrefs({ fen: FEN, rules: 'casual' }, 'en');
    expect(links.map((l) => l.target)).toEqual(['editor', 'analysis', 'play']);
    for (const { href } of links) {
      expect(query(href).get('fen')).toBe(FEN);
      expect(query(href).get('rules')).toBe('casual');
    }
    expect(links.map((l) => new URL(l.href, 'https://x').pathname)).toEqual(['/editor', '/analysis', '/play']);
  });

  it('writes the addresses in the reader language, with their query intact', () => {
    const ko = openHrefs({ fen: FEN }, 'ko');
    expect(ko.map((l) => new URL(l.href, 'https://x').pathname)).toEqual(['/ko/editor', '/ko/analysis', '/ko/play']);
    expect(query(ko[0].href).get('fen')).toBe(FEN);
    const zh = openHrefs({ fen: FEN, without: ['editor', 'play'] }, 'zh-Hant');
    expect(zh.map((l) => l.href)).toEqual([`/zh-Hant/analysis?fen=${encodeURIComponent(FEN).replace(/%20/g, '+')}`]);
  });

  it('leaves out the page the reader is on', () => {
    expect(openHrefs({ fen: FEN, without: ['editor'] }, 'en').map((l) => l.target)).toEqual(['analysis', 'play']);
    expect(openHrefs({ fen: FEN, without: ['analysis', 'play'] }, 'es').map((l) => l.href)).toEqual([`/es${editorHref(FEN)}`]);
  });

  it('gives the analysis board a game whole, at the ply shown', () => {
    const root = '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1';
    const [analysis] = openHrefs(
      { fen: FEN, line: { rootFen: root, moves: ['e1d1', 'e10f10', 'd1d2'], ply: 1 }, without: ['editor', 'play'] },
      'en',
    );
    const link = parseAnalysisQuery(query(analysis.href));
    expect(link).toMatchObject({ fen: root, moves: ['e1d1', 'e10f10', 'd1d2'], ply: 1 });
    // At the end of the line, the address says no ply.
    const [end] = openHrefs({ fen: FEN, line: { rootFen: root, moves: ['e1d1'] }, without: ['editor', 'play'] }, 'en');
    expect(query(end.href).has('ply')).toBe(false);
    expect(parseAnalysisQuery(query(end.href)).moves).toEqual(['e1d1']);
  });

  it('plays it out with the learner on the side to move unless told', () => {
    expect(sideToMove(FEN)).toBe('cho');
    expect(sideToMove(HAN_TO_MOVE)).toBe('han');
    const han = parsePlayLink(query(openHrefs({ fen: HAN_TO_MOVE, without: ['editor', 'analysis'] }, 'en')[0].href));
    expect(han?.ok && han.value.computer?.side).toBe('cho');
    const cho = parsePlayLink(query(playItOutHref(HAN_TO_MOVE, { side: 'cho' })));
    expect(cho?.ok && cho.value.computer?.side).toBe('han');
  });

  it('leaves the default rule set out of the editor address and keeps any other', () => {
    expect(editorHref(` ${FEN} `)).toBe(`/editor?fen=${encodeURIComponent(FEN).replace(/%20/g, '+')}`);
    expect(query(editorHref(FEN, 'janggi')).has('rules')).toBe(false);
    expect(query(editorHref(FEN, 'modern')).get('rules')).toBe('modern');
  });

  it('writes the same editor address as the editor keeps for itself', () => {
    for (const rules of [undefined, 'janggi', 'traditional', 'modern', 'casual'] as const)
      for (const fen of [FEN, ` ${HAN_TO_MOVE}`]) expect(editorOwnHref(fen, rules)).toBe(editorHref(fen, rules));
  });
});

describe('/play refuses a position it cannot play', () => {
  it.each([
    ['malformed text', 'not a fen at all'],
    ['a rank too long', '3k6/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1'],
    ['no Han general', '9/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1'],
    ['a general outside its palace', 'k8/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1'],
    ['the side not to move in check', '4k4/9/9/9/9/9/9/9/9/3KR4 w - - 0 1'],
    ['three chariots', '3k5/9/9/9/9/9/9/9/R3A4/R3K3R w - - 0 1'],
    ['an oversized text', `${'9/'.repeat(2000)}9 w - - 0 1`],
    ['a Cho soldier behind its start rank', '3k5/9/9/9/9/9/9/P8/4A4/R3K4 w - - 0 1'],
  ])('%s: an error, no game', (_, fen) => {
    const link = parsePlayLink(new URLSearchParams({ fen, vs: 'computer' }));
    expect(link?.ok).toBe(false);
  });

  it('says where the soldier stands that no game could have put there', () => {
    const link = parsePlayLink(new URLSearchParams({ fen: '3k5/9/9/9/9/9/9/P8/4A4/R3K4 w - - 0 1' }));
    expect(link).toEqual({ ok: false, error: { code: 'fen.soldier-behind', params: { color: 'cho', role: 'soldier', square: 'a3' } } });
    // A soldier on its start rank is played.
    expect(parsePlayLink(new URLSearchParams({ fen: '3k5/9/9/9/9/9/P8/9/4A4/R3K4 w - - 0 1' }))?.ok).toBe(true);
  });
});
