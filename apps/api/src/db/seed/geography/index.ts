export { generateGeography, type DemoContact, type DemoGeography, type DemoMandal, type DemoVillage } from './generate.ts';
export { DEMO_RATES_EFFECTIVE_FROM, DEMO_STRUCTURE_SCHEDULE, generateLandRates } from './rates.ts';
