export { SessionContext, useSession, type Session, type SessionUser, type Role } from './session';
