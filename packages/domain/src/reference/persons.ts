import type { Occupation, RelationType, RepresentType, Salutation } from './types.ts';

export const relationTypes: readonly RelationType[] = [
  { code: '1', description: { en: 'Grand mother', te: 'అమ్మమ్మ/నాయనమ్మ' } },
  { code: '2', description: { en: 'Grand Father', te: 'తాత' } },
  { code: '3', description: { en: 'Mother', te: 'తల్లి' } },
  { code: '4', description: { en: 'Father', te: 'తండ్రి' } },
  { code: '5', description: { en: 'Son', te: 'కొడుకు' } },
  { code: '6', description: { en: 'Daughter', te: 'కుమార్తె' } },
  { code: '7', description: { en: 'Sister', te: 'సోదరి' } },
  { code: '8', description: { en: 'Brother', te: 'సోదరుడు' } },
  { code: '9', description: { en: 'Grand Daughter', te: 'మనుమరాలు' } },
  { code: '10', description: { en: 'Grand son', te: 'మనవడు' } },
  { code: '11', description: { en: 'Wife', te: 'భార్య' } },
  { code: '12', description: { en: 'Husband', te: 'భర్త' } },
  { code: '13', description: { en: 'Others', te: 'ఇతరులు' } },
];

export const representTypes: readonly RepresentType[] = [
  { code: '1', description: { en: 'Seller', te: 'క్రయదారుడు' } },
  { code: '2', description: { en: 'Special Power of attorney Agent', te: 'స్పెషల్ పవర్ ఆఫ్ అటార్నీఏజెంట్' } },
  { code: '3', description: { en: 'General Power of attorney Agent', te: 'జనరల్ పవర్ ఆఫ్ అటార్నీఏజెంట్' } },
  { code: '4', description: { en: 'Minor Guardian', te: 'మైనర్ తరపున సంరక్షకులు' } },
  { code: '5', description: { en: 'Amicas cuire', te: 'కోర్టు తరపున ప్రతినిధి' } },
  { code: '6', description: { en: 'Liquidator', te: 'దివాళా సంస్థ తరపున కోర్టు నియమించే ప్రతినిధి' } },
  { code: '7', description: { en: 'Government Representative', te: 'ప్రభుత్వము తరపున ప్రతినిధి' } },
];

/** "Others" asks for the occupation in words, as the department list notes. */
export const occupations: readonly Occupation[] = [
  { code: '1', description: { en: 'Agriculturist', te: 'వ్యవసాయదారుడు' } },
  { code: '2', description: { en: 'Bussinessman', te: 'వ్యాపారస్తుడు' } },
  { code: '3', description: { en: 'Government Employee', te: 'ప్రభుత్వ ఉద్యోగి' } },
  { code: '4', description: { en: 'Private Employee', te: 'ప్రైవేట్ ఉద్యోగి' } },
  { code: '5', description: { en: 'House wife', te: 'గృహిణి' } },
  { code: '6', description: { en: 'Others', te: 'ఇతరులు' }, requiresDetail: true },
];

export const salutations: readonly Salutation[] = [
  { code: '1', description: { en: 'Sri', te: 'శ్రీ' } },
  { code: '2', description: { en: 'Smt', te: 'శ్రీమతి' } },
  { code: '3', description: { en: 'Kum', te: 'కుమారి' } },
];
