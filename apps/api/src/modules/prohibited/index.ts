export { prohibitedRoutes } from './routes.ts';
