export { geographyRoutes } from './routes.ts';
export { findVillage, villageIndex } from './repository.ts';
