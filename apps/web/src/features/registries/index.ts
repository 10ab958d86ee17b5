export { RegistrarPage } from './pages/RegistrarPage.tsx';
export { RegistriesHomePage } from './pages/RegistriesHomePage.tsx';
export { RegistriesPublicPage } from './pages/RegistriesPublicPage.tsx';
export { RegistryEntryPage } from './pages/RegistryEntryPage.tsx';
