export { marketValueRoutes } from './routes.ts';
export { decideRateVersion, exampleLandRates, findRateUpload, insertLandRateVersion, insertStructureVersion, listRateUploads } from './repository.ts';
export { valueProperty } from './service.ts';
