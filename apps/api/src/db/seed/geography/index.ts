export { generateGeography, type DemoContact, type DemoGeography, type DemoMandal, type DemoVillage } from './generate.ts';
export { COMPOSITE_CLASSES, DEMO_RATES_EFFECTIVE_FROM, DEMO_STRUCTURE_SCHEDULE, RURAL_CLASSES, URBAN_CLASSES, generateLandRates } from './rates.ts';
