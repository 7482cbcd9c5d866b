import { describe, expect, it } from 'vitest';
import { setupFen } from '../../src/lib/engine';
import { openingOf } from '../../src/lib/review/opening';

describe('the opening as the lessons name it', () => {
  it('names each side’s setup after its horses, Han’s as Han sees its own back rank', () => {
    const o = openingOf(setupFen('RBNA1ABNR', 'RBNA1ANBR'), []);
    expect(o.cho.setup).toBe('yanggwima');
    // Han's b and g files hold elephants: from Han's side the right horse is the inner one.
    expect(o.han.setup).toBe('oreungwima');
    expect(openingOf(setupFen('RNBA1ABNR', 'RNBA1ABNR'), []).han.setup).toBe('wonangma');
  });

  it('finds a central cannon when it stands in front of the palace, with the ply', () => {
    // Cho's inner horse goes to d3 and the cannon jumps over it to e3.
    const o = openingOf(setupFen('RNBA1ABNR', 'RBNA1ANBR'), ['c1d3', 'b10c8', 'b3e3']);
    expect(o.cho).toMatchObject({ formation: 'central-cannon', formedAt: 3 });
    expect(o.han.formation).toBeUndefined();
  });

  it('a position that is not a setup start has no setup names', () => {
    expect(openingOf('3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1', [])).toEqual({ cho: {}, han: {} });
  });
});
