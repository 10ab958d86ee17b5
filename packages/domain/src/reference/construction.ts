import type { StageOfConstruction, StructureType } from './types.ts';

/**
 * Stages of construction as spec §3.4 numbers them. The department list numbers
 * the same stages differently (and has no stage "finished"); `sourceCode` keeps
 * its number where a stage was taken from it.
 */
export const stagesOfConstruction: readonly StageOfConstruction[] = [
  { code: '1', description: { en: 'Up to foundation level', te: 'పునాది' }, sourceCode: '1' },
  { code: '2', description: { en: 'Up to lintel level', te: 'లింటెల్ మట్టం వరకు' }, sourceCode: '4', authored: true },
  { code: '3', description: { en: 'Up to slab level/Roof', te: 'శ్లాబ్ మట్టం' }, sourceCode: '2' },
  { code: '4', description: { en: 'Semifinished', te: 'పాక్షికంగా పూర్తయిన నిర్మాణం' }, sourceCode: '5', authored: true },
  { code: '5', description: { en: 'Finished', te: 'పూర్తయిన నిర్మాణం' }, authored: true },
];

/** Structure types 01–14 of spec §3.4; the department list stops at 08. */
export const structureTypes: readonly StructureType[] = [
  { code: '01', description: { en: 'RCC', te: 'కాంక్రీటు ఫై కప్పు' } },
  { code: '02', description: { en: 'Mud Roof', te: 'మట్టి పైకప్పు' } },
  { code: '03', description: { en: 'Roof with Palm/Grass etc. with Brick Wall', te: 'ఇటుక గోడతో/ గడ్డి మొదలైన వాటితో పైకప్పు' } },
  { code: '04', description: { en: 'Roof With Palm/Grass etc. without brick Wall', te: 'ఇటుక గోడ లేకుండా/ గడ్డి మొదలైన వాటితో పైకప్పు' } },
  { code: '05', description: { en: 'ACC/M.T/Pan tile/Shabad Stone/Zn Sheet', te: 'ACC / M.T / పాన్ టైల్ / షాబాద్ స్టోన్ / జింక్ షీట్' } },
  { code: '06', description: { en: 'ACC/TIN/Zn Sheet etc with Walls above 10 ft height', te: 'ACC / TIN / జింక్ షీట్ మొదలైనవి 10 అడుగుల ఎత్తు కంటే ఎక్కువ గోడలతో' } },
  { code: '07', description: { en: 'Poultry Farms', te: 'కోళ్ల ఫారం' } },
  { code: '08', description: { en: 'Apartment without commonwalls atleast 3 sides', te: 'కనీసం 3 వైపులా కామన్ వాల్స్ లేని అపార్ట్ మెంట్' } },
  { code: '09', description: { en: 'High-rise RCC building', te: 'బహుళ అంతస్తుల కాంక్రీటు (RCC) భవనం' }, authored: true },
  { code: '10', description: { en: 'Industrial shed', te: 'పారిశ్రామిక షెడ్' }, authored: true },
  { code: '11', description: { en: 'Multiplex with cellar', te: 'సెల్లార్ తో కూడిన మల్టీప్లెక్స్' }, authored: true },
  { code: '12', description: { en: 'Pharmaceutical RCC building', te: 'ఫార్మాస్యూటికల్ కాంక్రీటు (RCC) భవనం' }, authored: true },
  { code: '13', description: { en: 'PEB (pre-engineered building) shed', te: 'ముందుగా తయారుచేసిన (PEB) షెడ్' }, authored: true },
  { code: '14', description: { en: 'Residential complex', te: 'నివాస సముదాయం' }, authored: true },
];
