/** Sign-in, registration, the current user, sign-out and the identity-provider flow. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { oversightMessages, registrableRoles } from '@petrobridge/domain';
import type { Services } from '../services';
import type { Handlers } from '../http/handlers';
import { userOf } from '../http/context';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { toUser } from '../http/serialize';
import { dummyHash, hashPassword, isCommonPassword, TOO_COMMON, verifyPassword } from './passwords';
import {
  clearSessionCookie,
  createSession,
  destroySession,
  isSecure,
  setSessionCookie,
} from './sessions';
import {
  blockedFor,
  clearKey,
  hit,
  refundAttempt,
  reserveAttempt,
  type Throttle,
} from './rate-limit';
import { randomToken, tokenHash } from './tokens';
import { client, FLOW_COOKIE, FLOW_TTL_MS, oidcConfiguration } from './oidc';
import { isSameSite, serverOrigin } from '../http/origin';
import { initialApprovalStatus } from '../lib/access';
import {
  emailTaken,
  insertUser,
  linkOidcSubject,
  markSignedIn,
  startFlow,
  takeFlow,
  userByEmail,
  userByOidcSubject,
} from './queries';
import { emailExists, isUniqueViolation, tooMany } from './rules';

/**
 * A non-secret, script-readable "signed in" hint beside the HttpOnly session cookie: the web app's
 * boot reads it to load the signed-in app at once on `/` instead of showing the landing page first.
 * It grants nothing (the session cookie does); the web app also drops it when GET /api/auth/user
 * answers 401, i.e. when the session expired.
 */
export const SIGNED_IN_HINT_COOKIE = 'pb_signed_in';

export function authHandlers(services: Services) {
  const { db } = services.database;
  const { config } = services;

  const hintOptions = (request: FastifyRequest) =>
    ({
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: isSecure(services, request),
    }) as const;
  const setSignedInHint = (request: FastifyRequest, reply: FastifyReply) =>
    reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
      ...hintOptions(request),
      maxAge: config.sessionAbsoluteHours * 3600,
    });
  const clearSignedInHint = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, hintOptions(request));

  /** Ends the current session (if any) and starts a new one for `userId` with a fresh id. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
    if (request.sessionToken) await destroySession(services, request.sessionToken);
    const token = await createSession(services, userId);
    await markSignedIn(services.database.db, userId, services.now());
    setSessionCookie(services, request, reply, token);
    setSignedInHint(request, reply);
  }

  return {
    async getCurrentUser(request) {
      return toUser(userOf(request));
    },

    async login(request, reply) {
      const body = request.body;
      const email = body.email.toLowerCase();
      // Counted before the hash, so parallel guesses cannot outrun the count (docs/security.md).
      const pair: Throttle = {
        key: `login:pair:${email}:${request.ip}`,
        free: config.loginMaxFailuresPerAccount,
      };
      const address: Throttle = {
        key: `login:ip:${request.ip}`,
        free: config.loginMaxFailuresPerAddress,
      };
      const account: Throttle = {
        key: `login:account:${email}`,
        free: config.loginMaxFailuresAccountWide,
      };
      const wait = await reserveAttempt(services, [pair, address, account]);
      if (wait > 0) throw tooMany(wait, 'sign-in attempts');

      const user = await userByEmail(db, email);
      const ok = user?.passwordHash
        ? await verifyPassword(body.password, user.passwordHash)
        : (await verifyPassword(body.password, await dummyHash()), false);
      if (!user || !ok) throw new HttpError(401, 'Invalid credentials');
      // The owner proved themselves from this address: their own earlier slips there are forgiven; the
      // address and the account-wide counts only get this attempt back.
      await clearKey(services, pair.key);
      await refundAttempt(services, address);
      await refundAttempt(services, account);
      // Said only once the password is right, so the refusal tells a guesser nothing.
      if (user.deactivatedAt) throw forbidden(oversightMessages.accountDeactivated);
      await signIn(request, reply, user.id);
      return toUser(user);
    },

    async register(request, reply) {
      const addressKey = `register:ip:${request.ip}`;
      const wait = await blockedFor(services, [addressKey]);
      if (wait > 0) throw tooMany(wait, 'registrations from this address');
      await hit(services, addressKey, config.registerMaxPerAddress);

      const body = request.body;
      if (isCommonPassword(body.password))
        throw badRequest('Invalid request', [{ path: 'password', message: TOO_COMMON }]);
      const email = body.email.toLowerCase();
      // The hash first, whether or not the address is taken: the 409 then costs what a 201 costs, so
      // the time of the answer no longer tells who has an account (issue 28; the answer itself is the
      // spec's until registration verifies the address by e-mail, issue 29).
      const passwordHash = await hashPassword(body.password);
      if (await emailTaken(db, email)) throw emailExists();
      try {
        const created = await insertUser(db, {
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          // Registration offers seller, buyer and broker only (registerSchema); a broker waits for an admin.
          role: body.role,
          approvalStatus: initialApprovalStatus(body.role),
          passwordHash,
          authProvider: 'local',
          isEmailVerified: false,
        });
        return reply.status(201).send(toUser(created));
      } catch (error) {
        if (isUniqueViolation(error)) throw emailExists();
        throw error;
      }
    },

    async logoutApi(request, reply) {
      if (request.sessionToken) await destroySession(services, request.sessionToken);
      clearSessionCookie(services, request, reply);
      clearSignedInHint(request, reply);
      return reply.status(204).send();
    },

    async logout(request, reply) {
      // §7's sign-out link is a plain navigation; another site linking or framing it must not end the
      // session, so only a same-site navigation signs out. Either way the browser lands on /.
      if (isSameSite(services, request, true)) {
        if (request.sessionToken) await destroySession(services, request.sessionToken);
        clearSessionCookie(services, request, reply);
        clearSignedInHint(request, reply);
      }
      return reply.redirect('/', 302);
    },

    async startLogin(request, reply) {
      const { role } = request.query;
      if (!config.oidc) {
        // The web app opens its e-mail/password sign-in dialog at /?signin=1.
        return reply.redirect(role ? `/?signin=1&role=${role}` : '/?signin=1', 302);
      }
      const oidc = await oidcConfiguration(config.oidc);
      const flowToken = randomToken();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const now = services.now();
      await startFlow(
        db,
        {
          id: tokenHash(flowToken),
          state,
          nonce,
          codeVerifier,
          role: role && (registrableRoles as readonly string[]).includes(role) ? role : null,
          expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
        },
        now,
      );
      reply.setCookie(FLOW_COOKIE, flowToken, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(services, request),
        maxAge: FLOW_TTL_MS / 1000,
      });
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: `${serverOrigin(services, request)}/api/auth/callback`,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return reply.redirect(url.href, 302);
    },

    async oidcCallback(request, reply) {
      if (!config.oidc) throw notFound();
      const query = request.query;
      const fail = (code: string) => reply.redirect(`/?authError=${encodeURIComponent(code)}`, 302);
      const flowToken = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { path: '/api/auth' });
      const flow = flowToken ? await takeFlow(db, tokenHash(flowToken)) : undefined;
      if (query.error) return fail(query.error);
      if (!flow || flow.expiresAt <= services.now() || flow.state !== query.state)
        return fail('invalid_state');

      let claims: Record<string, unknown> | undefined;
      try {
        const oidc = await oidcConfiguration(config.oidc);
        const currentUrl = new URL(request.url, serverOrigin(services, request));
        const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        claims = idToken ? { ...idToken } : undefined;
        // Providers that keep the ID token minimal give the profile at the userinfo endpoint.
        if (claims && typeof claims.email !== 'string') {
          const info = await client.fetchUserInfo(oidc, tokens.access_token, String(claims.sub));
          claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
        }
      } catch (error) {
        request.log.warn({ err: error }, 'identity provider sign-in failed');
        return fail('login_failed');
      }
      if (!claims) return fail('login_failed');
      const issuer = String(claims.iss);
      const subject = String(claims.sub);
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
      const emailVerified = claims.email_verified === true;
      const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

      let user = await userByOidcSubject(db, issuer, subject);
      if (!user) {
        if (!email) return fail('email_required');
        const byEmail = await userByEmail(db, email);
        if (byEmail) {
          // Link an existing account only on an e-mail the provider vouches for.
          if (!emailVerified) return fail('email_not_verified');
          user = await linkOidcSubject(db, byEmail.id, issuer, subject, new Date());
        } else {
          user = await insertUser(db, {
            email,
            firstName: str(claims.given_name),
            lastName: str(claims.family_name),
            profileImageUrl: str(claims.picture),
            role: flow.role ?? 'buyer',
            approvalStatus: initialApprovalStatus(flow.role ?? 'buyer'),
            authProvider: 'oidc',
            oidcIssuer: issuer,
            oidcSubject: subject,
            isEmailVerified: emailVerified,
          });
        }
      }
      if (user!.deactivatedAt) return fail('account_deactivated');
      await signIn(request, reply, user!.id);
      return reply.redirect('/', 302);
    },
  } satisfies Partial<Handlers>;
}
