/** Small builders for corpus cases: each returns a change applied to a valid document. */
export type Doc = Record<string, unknown>;
export type Change = (valid: Doc) => Doc;

/** The valid document with these fields replaced or added. */
export const withFields =
  (patch: Doc): Change =>
  (valid) => ({ ...valid, ...patch });

/** The valid document without this field. */
export const withoutField =
  (key: string): Change =>
  (valid) => {
    const copy = { ...valid };
    delete copy[key];
    return copy;
  };

/** The valid document with these fields of its nested map `field` replaced or added. */
export const withNested =
  (field: string, patch: Doc): Change =>
  (valid) => ({ ...valid, [field]: { ...(valid[field] as Doc), ...patch } });
