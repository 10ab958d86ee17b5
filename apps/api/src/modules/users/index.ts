export { findUserById, findUserByLoginId, insertUser, markSignedIn, placeOf, principalOf, setPassword, userSummary, type UserRow } from './repository.ts';
export { userRoutes } from './routes.ts';
