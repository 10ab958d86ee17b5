export * from './contracts.ts';
export * from './describe.ts';
