export { GrievancesPage } from './GrievancesPage.tsx';
