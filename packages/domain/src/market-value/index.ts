export * from './quantity.ts';
export * from './structure-schedule.ts';
export * from './calculate.ts';
export * from './contracts.ts';
export * from './rate-file.ts';
