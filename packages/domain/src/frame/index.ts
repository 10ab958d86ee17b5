export * from './routes.ts';
export * from './chrome.ts';
export * from './constants.ts';
export * from './contracts.ts';
export * from './staff-pages.ts';
