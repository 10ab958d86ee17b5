export { REGISTER_END_DATE, generateRegister, type RegisterChunk, type RegisterOptions, type SyntheticDocument, type SyntheticProhibition } from './generate.ts';
export { clearRegister, seedRegister, type SeedRegisterOptions, type SeedRegisterResult } from './load.ts';
export { rateInYear, YEARLY_VALUE_GROWTH } from './parcels.ts';

/** The register a demonstration start loads into an empty database: a few seconds on the embedded database. */
export const DEMO_REGISTER_DOCUMENTS = 3_000;
/** The demonstration register's seed; the command line loader takes the same one unless told otherwise. */
export const DEMO_REGISTER_SEED = 7;
