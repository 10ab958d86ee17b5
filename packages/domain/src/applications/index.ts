export * from './contracts.ts';
export * from './rules.ts';
export * from './wording.ts';
export * from './quotas.ts';
