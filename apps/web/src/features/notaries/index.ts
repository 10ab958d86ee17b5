export { NotariesPage } from './NotariesPage.tsx';
