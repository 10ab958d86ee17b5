/** The header menu on public pages: translation keys and router paths. */
export interface PublicMenuItem {
  key: string;
  to?: string;
  newTab?: boolean;
  children?: PublicMenuItem[];
}

export const PUBLIC_MENU: PublicMenuItem[] = [
  { key: 'home', to: '/' },
  { key: 'aboutUs', to: '/about-us' },
  {
    key: 'services',
    children: [
      { key: 'registration', to: '/Registration' },
      { key: 'ecLanding', to: '/EClandingPage' },
      { key: 'findSro', to: '/findSRO' },
      { key: 'newPropertyValue', to: '/newPropertyvalue' },
      { key: 'valuesRates', to: '/values-rates' },
      { key: 'documentTemplates', to: '/documentTemplates' },
      { key: 'estampAccList', to: '/estamp-acclist' },
    ],
  },
  {
    key: 'actsAndOrders',
    children: [
      { key: 'actRules', to: '/act-rules' },
      { key: 'circularList', to: '/circularList' },
      { key: 'judgements', to: '/JudgementPage' },
      { key: 'stampJudgements', to: '/StampjudgementPage' },
      { key: 'legalModule', to: '/legal-module' },
    ],
  },
  { key: 'downloads', to: '/downloads' },
  { key: 'tenders', to: '/tenders' },
  { key: 'rtiAct', to: '/rti-act' },
  { key: 'faqs', to: '/faqs' },
];
