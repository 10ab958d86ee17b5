export * from './messages.ts';
export * from './contracts.ts';
