export * from './api-error.ts';
export * from './validation-messages.ts';
