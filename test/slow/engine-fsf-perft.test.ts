// Our engine against Fairy-Stockfish: perft (see fsf-differential.ts).
import { perftSuite, withFsf } from './fsf-differential';

withFsf();
perftSuite();
