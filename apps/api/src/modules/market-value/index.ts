export { marketValueRoutes } from './routes.ts';
export { exampleLandRates, insertLandRateVersion, insertStructureVersion, listRateUploads } from './repository.ts';
