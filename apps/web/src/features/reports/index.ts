export { DocumentLookupPage } from './pages/DocumentLookupPage.tsx';
export { ReportPage } from './pages/ReportPage.tsx';
