export * from './dates.ts';
export * from './masking.ts';
export * from './random.ts';
