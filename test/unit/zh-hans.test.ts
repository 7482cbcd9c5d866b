// Simplified Chinese is derived from Traditional Chinese (scripts/i18n/zh-hans.mjs): the files on
// disk are what the derivation writes now, the Traditional sources have no Simplified-only
// characters, and the conversion keeps code and converts Janggi's terms as mainland texts write them.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { derivations, orphans, simplifiedOnly, toSimplified, TERMS } from '../../scripts/i18n/zh-hans.mjs';

const all = derivations('.');

describe('Simplified Chinese, derived', () => {
  it('has a derived file for every Traditional words file and content file', () => {
    expect(all.filter((d) => d.source.startsWith('src/')).length).toBeGreaterThan(0);
    expect(all.filter((d) => d.source.startsWith('lessons/')).length).toBeGreaterThan(0);
  });

  it.each(all.map((d) => [d.target, d] as const))('%s is on disk and up to date (npm run derive)', (_target, d) => {
    expect(existsSync(d.target), `${d.target} is missing: run npm run derive`).toBe(true);
    expect(readFileSync(d.target, 'utf8') === d.text, `${d.target} is stale: run npm run derive`).toBe(true);
  });

  it('has no derived file without its Traditional source', () => {
    expect(orphans('.')).toEqual([]);
  });

  it.each(all.map((d) => [d.source] as const))('%s has no Simplified-only characters', (source) => {
    expect(simplifiedOnly(readFileSync(source, 'utf8'))).toEqual([]);
  });

  it('finds Simplified-only characters, and not Traditional ones that look alike', () => {
    expect(simplifiedOnly('將軍！车馬包，这个')).toEqual(['车', '这', '个']);
    expect(simplifiedOnly('韓國將棋：楚漢、九宮、皇后、公里、台灣、干涉、著法')).toEqual([]);
  });

  it('converts the text and leaves code, keys and placeholders alone', () => {
    const source = "  'learn.step': '第 {n} 步：馬走日，車直走。設定', // 註\n";
    expect(toSimplified(source)).toBe("  'learn.step': '第 {n} 步：马走日，车直走。设置', // 注\n");
    expect(toSimplified('fen: rnba1abnr/4k4 w - - 0 1\nid: 04-horse\n')).toBe('fen: rnba1abnr/4k4 w - - 0 1\nid: 04-horse\n');
  });

  it("writes Janggi's pieces and terms as mainland texts do, with the guide's cannon kept as 包", () => {
    expect(toSimplified('將 帥 車 馬 包 象 士 卒 兵 楚 漢 九宮 將軍 棋盤 韓國將棋')).toBe(
      '将 帅 车 马 包 象 士 卒 兵 楚 汉 九宫 将军 棋盘 韩国将棋',
    );
    expect(toSimplified('俥 傌 砲 炮')).toBe('车 马 炮 炮');
    expect(toSimplified('離線、帳號、座標、複製連結')).toBe('离线、账号、坐标、复制链接');
    expect(toSimplified('先修：「馬」，『包』')).toBe('先修：“马”，‘包’');
    // 線上 is a point or piece on a line of the board, not Taiwan's "online" (在线).
    expect(toSimplified('站在 e 線上，橫線上的卒；放在線與線的交叉點上')).toBe('站在 e 线上，横线上的卒；放在线与线的交叉点上');
    // The table's results are final: converting them again changes nothing.
    for (const [, to] of TERMS) expect(toSimplified(to)).toBe(to);
  });
});
