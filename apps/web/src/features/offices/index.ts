export { FindSroPage } from './pages/FindSroPage.tsx';
