export { nameSearchRoutes } from './routes.ts';
