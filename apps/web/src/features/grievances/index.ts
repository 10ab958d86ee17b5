export { GrievancesPage } from './GrievancesPage.tsx';
export { PublicGrievancePage } from './PublicGrievancePage.tsx';
