import type { ExtentUnit, PropertyKind, PropertyType } from './types.ts';

export const extentUnits: readonly ExtentUnit[] = [
  { code: '1', description: { en: 'Cents', te: 'సెంట్లు' } },
  { code: '2', description: { en: 'Acre', te: 'ఎకరం' } },
  { code: '3', description: { en: 'square yard', te: 'చదరపు గజాలు' } },
  { code: '4', description: { en: 'square meter', te: 'చదరపు మీటర్లు' } },
  { code: '5', description: { en: 'square ft', te: 'చదరపు అడుగులు' } },
  { code: '6', description: { en: 'hectors', te: 'హెక్టార్లు' } },
];

/** Property types by use. */
export const propertyTypes: readonly PropertyType[] = [
  { code: '1', description: { en: 'Agriculture', te: 'వ్యవసాయం' } },
  { code: '2', description: { en: 'Commercial', te: 'వాణిజ్యము' } },
  { code: '3', description: { en: 'Residential(R )', te: 'నివాసయోగ్యము' } },
  { code: '4', description: { en: 'Industrial (Urban)(R )', te: 'పారిశ్రామిక సంబంధము' } },
  { code: '5', description: { en: 'Gardens', te: 'తోటలు' } },
  { code: '6', description: { en: 'Agriculture land fit for house sites', te: 'నివేశ స్తలములకు తగినటువంటి వ్యవసాయ భూమి' } },
  { code: '7', description: { en: 'NH/SH/ZPP/MPP/Road site properties', te: 'జాతీయ/రాష్ట్ర/జిల్లా పరిషత్/మండల పరిషత్/రోడ్ల వెంబడి భూములు' } },
  { code: '8', description: { en: 'others', te: 'ఇతరములు' } },
];

/**
 * Property types by kind: a second department list, also headed "property type",
 * whose codes overlap those of `propertyTypes` with other meanings.
 */
export const propertyKinds: readonly PropertyKind[] = [
  { code: '1', description: { en: 'Home', te: 'ఇల్లు' } },
  { code: '2', description: { en: 'Flat', te: 'ఫ్లాట్/అపార్ట్ మెంట్' } },
  { code: '3', description: { en: 'Rural(Agriculture)', te: 'గ్రామీణ (వ్యవసాయ భూమి)' } },
  { code: '4', description: { en: 'Urban(Plot/flat/house)', te: 'పట్టణ (స్థలము/అపార్ట్ మెంట్/ఇల్లు)' } },
];
