// A Firestore document's stored size by the published rules ("Storage size calculations" in the
// Firestore documentation): the document name (each collection and document id as a string, plus
// 16), every field name and value (a string is its UTF-8 bytes + 1; a number or a timestamp 8; a
// boolean or null 1; an array the sum of its values; a map its keys and values), plus 32. Index
// entries come on top and are not counted here.
import { Timestamp } from 'firebase-admin/firestore';

const stringSize = (text) => Buffer.byteLength(text, 'utf8') + 1;

export function documentNameSize(path) {
  return path.split('/').reduce((sum, part) => sum + stringSize(part), 0) + 16;
}

export function valueSize(value) {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return stringSize(value);
  if (typeof value === 'number' || value instanceof Timestamp || value instanceof Date) return 8;
  if (Array.isArray(value)) return value.reduce((sum, item) => sum + valueSize(item), 0);
  if (typeof value === 'object') {
    return Object.entries(value).reduce(
      (sum, [key, item]) => sum + stringSize(key) + valueSize(item),
      0,
    );
  }
  return 8;
}

export function documentSize(path, data) {
  return documentNameSize(path) + valueSize(data) + 32;
}
