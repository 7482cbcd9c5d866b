// What the slow suites take from the engine at full speed (see native.ts): the engine and the
// seeded random positions, bundled together so that every Position they share is of one class.
export * from '../../src/lib/engine';
export * from '../support/random';
