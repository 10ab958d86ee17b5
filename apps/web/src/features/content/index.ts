export { ContentRoutePage } from './pages/ContentRoutePage.tsx';
export { ContentPageSections } from './pages/ContentRoutePage.tsx';
