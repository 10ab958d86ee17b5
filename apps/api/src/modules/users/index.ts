export { findUserById, findUserByLoginId, insertUser, markSignedIn, setPassword, userSummary, type UserRow } from './repository.ts';
export { userRoutes } from './routes.ts';
