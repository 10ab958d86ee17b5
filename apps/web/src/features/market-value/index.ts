export { MarketValuePage } from './pages/MarketValuePage.tsx';
export { MarketValueForm } from './components/MarketValueForm.tsx';
export { MarketValueTool } from './components/MarketValueTool.tsx';
export { RateUploadPage } from './pages/RateUploadPage.tsx';
