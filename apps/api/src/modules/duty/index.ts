export { dutyRoutes } from './routes.ts';
