export * from './constants.ts';
export * from './name-keys.ts';
export * from './document-view.ts';
export * from './new-document.ts';
export * from './schedule-description.ts';
export * from './registration-rules.ts';
export * from './index-correction.ts';
