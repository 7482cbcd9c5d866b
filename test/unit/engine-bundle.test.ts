// The tests load the engine from one bundle (test/support/engine-bundle.ts): every path to an
// engine module must reach the same instance, with the names the source gives.
import { expect, it } from 'vitest';
import { Position as FromIndex, perft } from '$lib/engine';
import { Position as FromLib } from '$lib/engine/position';
import { Position as FromPath } from '../../src/lib/engine/position';
import { perft as perftFromPath } from '../../src/lib/engine/perft';
import { Search } from '$lib/engine/search/search';

it('gives one instance of each engine module whichever path imports it', () => {
  expect(FromLib).toBe(FromIndex);
  expect(FromPath).toBe(FromIndex);
  expect(perftFromPath).toBe(perft);
  // An object made by one path is an instance of the class another path imports.
  expect(FromPath.start()).toBeInstanceOf(FromIndex);
});

it('keeps the names the source gives', () => {
  expect(FromIndex.name).toBe('Position');
  expect(Search.name).toBe('Search');
  expect(perft.name).toBe('perft');
});
