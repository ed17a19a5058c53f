export { SessionContext, useSession, type Session, type SessionUser } from './session';
