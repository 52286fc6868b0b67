/**
 * Bad input corpus, every entry point that takes a document id from a client: the review API's
 * product and submission ids (functions/test/integration/bad-input-ids.test.ts) and the ids of
 * documents a seller creates through the rules (functions/test/rules/bad-input-ids.test.ts).
 * Every id shape Firestore reserves or refuses, and every shape the app never generates: each
 * must be refused with a clear answer (400/404, or the rules' "no"), never a 500, before any
 * document is read or written (shared/ids.ts; docs/decisions.md, "Ids with a shape").
 */

/** [name, id] ids Firestore itself reserves or refuses as a document id. */
export const FIRESTORE_REFUSED_IDS: [name: string, id: string][] = [
  ['a reserved id (__x__)', '__x__'],
  ['the reserved __name__', '__name__'],
  ['a reserved id of auto-id length', '__abcdefghijklmnop__'],
  ['a reserved id of submission-id length', `__${'a'.repeat(28)}__`],
  ['the id "."', '.'],
  ['the id ".."', '..'],
  ['an id with a slash', 'abc/def'],
  ['an empty id', ''],
  ['an id of 1,501 bytes', 'a'.repeat(1501)],
  ['an id of 1,502 UTF-8 bytes', 'ü'.repeat(751)],
];

/** [name, id] ids Firestore would store but the app never generates. */
export const UNSHAPED_IDS: [name: string, id: string][] = [
  ['an id with a space', 'abc def ghi jkl mnop'],
  ['an id with a dot', 'abc.def.ghi.jkl.mnop'],
  ['an id with a NUL character', `abcdefghij\u0000klmnopqr`],
  ['an id with a percent escape', 'abc%2Fdefghijklmnopq'],
  ['an id of letters outside ASCII', 'ü'.repeat(20)],
  ['an id of 129 characters', 'a'.repeat(129)],
];

/** [name, id] ids a client may name but never create a document under (not an auto id). */
export const NOT_AUTO_IDS: [name: string, id: string][] = [
  ['an id of 19 characters', 'A'.repeat(19)],
  ['an id of 21 characters', 'A'.repeat(21)],
  ['an id of 20 characters with a dash', `${'A'.repeat(19)}-`],
  ['an id of 20 characters with an underscore', `_${'A'.repeat(19)}`],
  ['a readable but hand-made id', 'product-1'],
];

/** [name, id] submission ids the review page never generates (it sends 32 lowercase hex). */
export const BAD_SUBMISSION_IDS: [name: string, id: string][] = [
  ...FIRESTORE_REFUSED_IDS,
  ...UNSHAPED_IDS,
  ['a submission id of 31 hex characters', 'a'.repeat(31)],
  ['a submission id of 33 hex characters', 'a'.repeat(33)],
  ['a submission id in capitals', 'A'.repeat(32)],
  ['a submission id of 16 letters (the old shape)', 'abcdefghijklmnop'],
];
