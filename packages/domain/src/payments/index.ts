export * from './contracts.ts';
export * from './accounts.ts';
