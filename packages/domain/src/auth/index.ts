export * from './login-types.ts';
export * from './jurisdiction.ts';
export * from './menus.ts';
export * from './verhoeff.ts';
export * from './contracts.ts';
export * from './principal.ts';
export * from './access.ts';
export * from './captcha-words.ts';
