export * from './terms.ts';
export * from './contracts.ts';
export * from './ranking.ts';
