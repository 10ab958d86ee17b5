export { ContentRoutePage } from './pages/ContentRoutePage.tsx';
