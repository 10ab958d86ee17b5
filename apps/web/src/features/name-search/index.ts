export { NameSearchAgreementPage } from './pages/NameSearchAgreementPage.tsx';
export { NameSearchPage } from './pages/NameSearchPage.tsx';
export { NameSearchDetailsPage } from './pages/NameSearchDetailsPage.tsx';
