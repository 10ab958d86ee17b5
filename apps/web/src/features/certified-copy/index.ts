export { CertifiedCopyPage } from './pages/CertifiedCopyPage.tsx';
