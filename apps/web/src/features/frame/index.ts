export { Layout } from './components/Layout.tsx';
export { NotFoundPage } from './components/NotFoundPage.tsx';
