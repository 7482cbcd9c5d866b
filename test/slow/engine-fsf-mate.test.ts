// Our engine against Fairy-Stockfish: mate (see fsf-differential.ts).
import { mateSuite, withFsf } from './fsf-differential';

withFsf();
mateSuite();
