import type { District } from './types.ts';

/**
 * Registration districts. A code is `NN_k`: the k-th registration district of the
 * pre-2022 revenue district NN.
 */
export const districts: readonly District[] = [
  { code: '01_1', description: { en: 'SRIKAKULAM', te: 'శ్రీకాకుళం' }, revenueDistrictCode: '01' },
  { code: '02_1', description: { en: 'VIZIANAGARAM', te: 'విజయనగరం' }, revenueDistrictCode: '02' },
  { code: '03_1', description: { en: 'ANAKAPALLI', te: 'అనకాపల్లి' }, revenueDistrictCode: '03' },
  { code: '03_2', description: { en: 'VISAKHAPATNAM', te: 'విశాఖపట్నం' }, revenueDistrictCode: '03' },
  { code: '04_1', description: { en: 'KAKINADA', te: 'కాకినాడ' }, revenueDistrictCode: '04' },
  { code: '04_2', description: { en: 'RAJAHMUNDRY', te: 'రాజమండ్రి' }, revenueDistrictCode: '04' },
  { code: '05_1', description: { en: 'BHIMAVARAM', te: 'భీమవరం' }, revenueDistrictCode: '05' },
  { code: '05_2', description: { en: 'ELURU', te: 'ఏలూరు' }, revenueDistrictCode: '05' },
  { code: '06_1', description: { en: 'MACHILIPATNAM', te: 'మచిలీపట్నం' }, revenueDistrictCode: '06' },
  { code: '06_2', description: { en: 'VIJAYAWADA', te: 'విజయవాడ' }, revenueDistrictCode: '06' },
  { code: '06_3', description: { en: 'VIJAYAWADA (EAST)', te: 'విజయవాడ (ఈస్ట్)' }, revenueDistrictCode: '06' },
  { code: '07_1', description: { en: 'GUNTUR', te: 'గుంటూరు' }, revenueDistrictCode: '07' },
  { code: '07_2', description: { en: 'NARASARAOPET', te: 'నరసరావుపేట' }, revenueDistrictCode: '07' },
  { code: '07_3', description: { en: 'TENALI', te: 'తెనాలి' }, revenueDistrictCode: '07' },
  { code: '07_4', description: { en: 'AMARAVATHI', te: 'అమరావతి' }, revenueDistrictCode: '07' },
  { code: '08_1', description: { en: 'MARKAPUR', te: 'మార్కాపూర్' }, revenueDistrictCode: '08' },
  { code: '08_2', description: { en: 'ONGOLE', te: 'ఒంగోలు' }, revenueDistrictCode: '08' },
  { code: '09_1', description: { en: 'GUDUR', te: 'గూడూరు' }, revenueDistrictCode: '09' },
  { code: '09_2', description: { en: 'NELLORE', te: 'నెల్లూరు' }, revenueDistrictCode: '09' },
  { code: '10_1', description: { en: 'CHITTOOR', te: 'చిత్తూరు' }, revenueDistrictCode: '10' },
  { code: '10_2', description: { en: 'SRI BALAJI', te: 'శ్రీ బాలాజీ' }, revenueDistrictCode: '10' },
  { code: '11_1', description: { en: 'KADAPA', te: 'కడప' }, revenueDistrictCode: '11' },
  { code: '11_2', description: { en: 'PRODDATOR', te: 'ప్రొద్దుటూరు' }, revenueDistrictCode: '11' },
  { code: '12_1', description: { en: 'ANANTHAPUR', te: 'అనంతపురం' }, revenueDistrictCode: '12' },
  { code: '12_2', description: { en: 'HINDUPUR', te: 'హిందూపురం' }, revenueDistrictCode: '12' },
  { code: '13_1', description: { en: 'KURNOOL', te: 'కర్నూలు' }, revenueDistrictCode: '13' },
  { code: '13_2', description: { en: 'NANDYAL', te: 'నంద్యాల' }, revenueDistrictCode: '13' },
];
