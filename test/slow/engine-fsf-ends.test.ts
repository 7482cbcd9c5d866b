// Our engine against Fairy-Stockfish: ends (see fsf-differential.ts).
import { endsSuite, withFsf } from './fsf-differential';

withFsf();
endsSuite();
