export { usersByRole } from './users';
