import type { BilingualText } from '@igrs/domain';
import { dated, pdf, type SeedGroup, type SeedItem } from './types.ts';

export const COURT_GROUPS: SeedGroup[] = [
  { key: 'high-court', label: { en: 'High Court of Andhra Pradesh', te: 'ఆంధ్రప్రదేశ్ హైకోర్టు' } },
  { key: 'supreme-court', label: { en: 'Supreme Court of India', te: 'భారత సర్వోన్నత న్యాయస్థానం' } },
];

const COURT_NAMES = {
  'high-court': 'High Court of Andhra Pradesh at Amaravati',
  'supreme-court': 'Supreme Court of India',
} as const;

/** A reported decision; the parties are fictional and the holding states settled law on the point. */
export interface Judgement {
  court: keyof typeof COURT_NAMES;
  date: string;
  caseNumber: string;
  slug: string;
  title: BilingualText;
  summary: BilingualText;
  facts: string;
  question: string;
  held: string[];
}

export function judgementItem(filePrefix: string, judgement: Judgement): SeedItem {
  return {
    group: judgement.court,
    title: judgement.title,
    summary: judgement.summary,
    referenceNumber: judgement.caseNumber,
    itemDate: judgement.date,
    file: pdf(`${filePrefix}-${judgement.date.slice(0, 4)}-${judgement.slug}.pdf`, {
      title: judgement.title.en,
      subtitle: `${COURT_NAMES[judgement.court]}, judgement dated ${dated(judgement.date)}`,
      paragraphs: ['Summary of the judgement prepared for the guidance of registering officers. Where it differs from the certified copy issued by the Court, the certified copy prevails.'],
      sections: [
        { heading: 'Facts', paragraphs: [judgement.facts] },
        { heading: 'Question for decision', paragraphs: [judgement.question] },
        { heading: 'Held', paragraphs: judgement.held },
      ],
    }),
  };
}
