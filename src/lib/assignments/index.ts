/** Class assignments: sets out as links and QR codes, results back the same way. No server. */
export * from './types';
export { FORMAT_VERSION, crc32, fragmentOf, fromBase64Url, toBase64Url } from './codec';
export { decodeReport, decodeSet, encodeReport, encodeSet, pack, unpack } from './payload';
export { cleanText, clip, isDay, nameKey, parseRef, refToString, reportHash, sameRef } from './wire';
export { readReport, readSet } from './wire-schema';
export {
  catalogFromData,
  loadCatalog,
  makeCatalog,
  unknownRefs,
  type Catalog,
  type CatalogData,
  type CatalogItem,
  type Localized,
} from './catalog';
export { makeSet, matchesRule, newSetId, puzzleThemes, resolveRule, type DraftProblem, type PuzzleRule, type SetDraft } from './compose';
export { doneCount, itemResult, makeReport, setResults, type ProgressReader } from './results';
export * from './store';
export * from './reports';
export {
  buildClassTable,
  csvField,
  localDateTime,
  sortRows,
  tableToCsv,
  timeZoneName,
  CSV_HEADER,
  type ClassRow,
  type ClassTable,
  type Sort,
  type SortKey,
} from './table';
export { qrMatrix, type QrMatrix } from './qr';
export { linkTo } from './links';
