export { ecRoutes } from './routes.ts';
export { searchTokenKey } from './search-token.ts';
export { findProhibitions } from './repository.ts';
