export { contentRoutes } from './routes.ts';
export { fileUrl } from './repository.ts';
