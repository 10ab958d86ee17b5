export { certifiedCopyRoutes } from './routes.ts';
