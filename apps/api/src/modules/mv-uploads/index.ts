export { mvUploadRoutes } from './routes.ts';
