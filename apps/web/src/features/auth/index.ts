export { LoginPage } from './pages/LoginPage.tsx';
export { PasswordResetPage } from './pages/PasswordResetPage.tsx';
