export * from './contracts.ts';
export * from './fee.ts';
export * from './workflow.ts';
