export * from './contracts.ts';
export * from './office-hours.ts';
export * from './revenue-districts.ts';
