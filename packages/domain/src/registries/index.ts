export * from './contracts.ts';
export * from './kinds.ts';
export * from './rules.ts';
