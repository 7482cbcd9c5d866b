// The combination generator's options (scripts/puzzles/tactics-deep.ts): --gate takes only the
// gates the generator knows; anything else is an error naming them, not a silent other gate.
import { describe, expect, it } from 'vitest';
import { GATES, parseGate, USAGE } from '../../scripts/puzzles/tactics-deep';

describe('tactics-deep --gate', () => {
  it('accepts all and multipv', () => {
    expect(parseGate('all')).toBe('all');
    expect(parseGate('multipv')).toBe('multipv');
  });
  it('refuses any other value, naming the accepted ones', () => {
    for (const bad of ['', 'MultiPV', 'multi', 'al', 'all,multipv', ' all']) {
      expect(() => parseGate(bad)).toThrow(/--gate must be one of all, multipv/);
    }
  });
  it('says the accepted values in the usage line', () => {
    expect(USAGE).toContain(`--gate ${GATES.join('|')}`);
  });
});
