export { DocumentDetails } from './components/DocumentDetails.tsx';
