export { MarketValuePage } from './pages/MarketValuePage.tsx';
export { MarketValueTool } from './components/MarketValueTool.tsx';
export { RateUploadPage } from './pages/RateUploadPage.tsx';
