export { EcSearchPage } from './pages/EcSearchPage.tsx';
export { VerifyCertificatePage } from './pages/VerifyCertificatePage.tsx';
