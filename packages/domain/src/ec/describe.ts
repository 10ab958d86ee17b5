import { formatDisplayDate } from '../format/index.ts';
import type { BilingualText } from '../i18n/index.ts';
import type { EcCriteria } from './contracts.ts';

/** The property or document searched, in one line of each language, as the certificate and its verification page print it. */
export function describeEcSubject(criteria: EcCriteria): BilingualText {
  if (criteria.searchBy === 'document') {
    return {
      en: `Document No. ${criteria.citation}, SRO ${criteria.sro.name.en}, with the documents linked to it`,
      te: `దస్తావేజు నం. ${criteria.citation}, ఎస్ఆర్ఓ ${criteria.sro.name.te}, దానికి అనుసంధానమైన దస్తావేజులతో`,
    };
  }
  const number: BilingualText =
    criteria.identifiedBy === 'survey'
      ? { en: `Sy. No. ${criteria.surveyNumber}`, te: `సర్వే నం. ${criteria.surveyNumber}` }
      : criteria.identifiedBy === 'door'
        ? { en: `Door No. ${criteria.doorNumber}`, te: `డోర్ నం. ${criteria.doorNumber}` }
        : criteria.identifiedBy === 'plot'
          ? { en: `Plot No. ${criteria.plotNumber}`, te: `ప్లాట్ నం. ${criteria.plotNumber}` }
          : { en: `Flat No. ${criteria.flatNumber}, ${criteria.apartmentName}`, te: `ఫ్లాట్ నం. ${criteria.flatNumber}, ${criteria.apartmentName}` };
  return {
    en: `${number.en}, ${criteria.village.name.en}, SRO ${criteria.sro.name.en}, ${criteria.district.name.en} district`,
    te: `${number.te}, ${criteria.village.name.te}, ఎస్ఆర్ఓ ${criteria.sro.name.te}, ${criteria.district.name.te} జిల్లా`,
  };
}

export function describeEcPeriod(criteria: Pick<EcCriteria, 'fromDate' | 'toDate'>): BilingualText {
  const from = formatDisplayDate(criteria.fromDate);
  const to = formatDisplayDate(criteria.toDate);
  return { en: `${from} to ${to}`, te: `${from} నుండి ${to} వరకు` };
}
