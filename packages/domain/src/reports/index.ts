export * from './catalogue.ts';
export * from './dashboard.ts';
