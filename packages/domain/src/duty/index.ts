export * from './money.ts';
export * from './rate-table.ts';
export * from './calculate.ts';
export * from './contracts.ts';
