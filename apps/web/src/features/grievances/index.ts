export { GrievanceRegister } from './GrievanceRegister.tsx';
export { PublicGrievancePage } from './PublicGrievancePage.tsx';
