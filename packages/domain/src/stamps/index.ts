export * from './contracts.ts';
export * from './purchaser.ts';
