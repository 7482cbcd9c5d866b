// chunk: framework
/** The app's one result type and its two constructors, declared once in the engine (engine/result.ts). */
export { ok, fail, type Result } from './engine/result';
