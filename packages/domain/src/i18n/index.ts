export * from './language.ts';
export * from './schemas.ts';
