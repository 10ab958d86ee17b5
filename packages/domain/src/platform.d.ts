/**
 * The two web-platform globals the shared rules use; both exist in browsers
 * and in Node 20, and declaring them keeps the package free of DOM types.
 */
declare function atob(data: string): string;
declare const crypto: { getRandomValues<T extends ArrayBufferView>(array: T): T };
