export { UserCreationPage } from './pages/UserCreationPage.tsx';
