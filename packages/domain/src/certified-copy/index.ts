export * from './contracts.ts';
export * from './fee.ts';
export * from './workflow.ts';
export * from './copy-text.ts';
