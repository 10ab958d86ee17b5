export { NOTARIES_NOTICE_FILE, notariesNoticeSheet } from './notice.ts';
export { insertNotaries } from './repository.ts';
export { notaryRoutes } from './routes.ts';
