import type { LocalBodyType } from './types.ts';

/** Local-body types 1–8 of spec §3.4; the department lists have none, so the Telugu is the portal's own. */
export const localBodyTypes: readonly LocalBodyType[] = [
  { code: '1', description: { en: 'Municipal Corporation', te: 'మునిసిపల్ కార్పొరేషన్' }, authored: true },
  { code: '2', description: { en: 'Special/Selection Grade Municipality', te: 'స్పెషల్/సెలెక్షన్ గ్రేడ్ మునిసిపాలిటీ' }, authored: true },
  { code: '3', description: { en: 'Other Municipality/Notified Area', te: 'ఇతర మునిసిపాలిటీ/నోటిఫైడ్ ఏరియా' }, authored: true },
  { code: '4', description: { en: 'Minor Gram Panchayat', te: 'మైనర్ గ్రామ పంచాయతీ' }, authored: true },
  { code: '5', description: { en: 'Major Gram Panchayat', te: 'మేజర్ గ్రామ పంచాయతీ' }, authored: true },
  { code: '6', description: { en: 'Cantonment Board', te: 'కంటోన్మెంట్ బోర్డు' }, authored: true },
  { code: '7', description: { en: 'Grade/Other Municipality under Urban Agglomeration', te: 'పట్టణ సముదాయ పరిధిలోని గ్రేడ్/ఇతర మునిసిపాలిటీ' }, authored: true },
  { code: '8', description: { en: 'Major Gram Panchayat under Urban Agglomeration', te: 'పట్టణ సముదాయ పరిధిలోని మేజర్ గ్రామ పంచాయతీ' }, authored: true },
];
