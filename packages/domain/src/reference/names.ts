/** The reference lists made of coded entries, as the API names them (`GET /reference/<name>`). */
export const CODED_REFERENCE_LIST_NAMES = [
  'stages-of-construction',
  'floors',
  'structure-types',
  'land-uses',
  'local-body-types',
  'transaction-types',
  'districts',
  'sro-offices',
  'extent-units',
  'relation-types',
  'represent-types',
  'occupations',
  'salutations',
  'property-types',
] as const;
export type CodedReferenceListName = (typeof CODED_REFERENCE_LIST_NAMES)[number];

/** Every reference list; `rf-zero-max` holds fee-cap records rather than coded entries. */
export const REFERENCE_LIST_NAMES = [...CODED_REFERENCE_LIST_NAMES, 'rf-zero-max'] as const;
export type ReferenceListName = (typeof REFERENCE_LIST_NAMES)[number];
