export * from './contracts.ts';
export * from './certificate-text.ts';
