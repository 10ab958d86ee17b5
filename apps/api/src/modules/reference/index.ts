export { referenceRoutes } from './routes.ts';
