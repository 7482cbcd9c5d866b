export * from './types';
export { decodeRecordBytes, parseRecords } from './parse';
export { formatGib, formatPgn } from './format';
