export { grievanceRoutes } from './routes.ts';
