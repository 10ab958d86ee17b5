export * from './catalogue.ts';
export * from './dashboard.ts';
export * from './statistics.ts';
