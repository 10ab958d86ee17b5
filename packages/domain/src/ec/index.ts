export * from './contracts.ts';
export * from './describe.ts';
export * from './certificate-text.ts';
export * from './prohibitions.ts';
