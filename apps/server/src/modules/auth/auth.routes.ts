import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  codeSentResponseSchema,
  createCaptchaResponseSchema,
  forgetPasswordRequestSchema,
  loginRequestSchema,
  okResponseSchema,
  registerRequestSchema,
  resendCodeRequestSchema,
  signedInResponseSchema,
  verifyCaptchaRequestSchema,
  verifyCaptchaResponseSchema,
  verifyRequestSchema,
} from '@parvaz/domain/contracts/auth';
import { loadSigningSecret } from '../../platform/app-secret';
import { signedInRoles, signedInUser } from '../../platform/auth/authenticate';
import { checkCaptcha, createCaptcha } from '../../platform/auth/captcha';
import { deriveKey } from '../../platform/auth/keys';
import { sessionFieldsOf } from '../../platform/auth/sessions';
import { withDevAnswer } from '../../platform/dev-tools';
import { postRoute } from '../../platform/envelope';
import {
  authLimits,
  changePassword,
  forgetPassword,
  login,
  logout,
  register,
  resendCode,
  verify,
  type AuthContext,
  type SignedIn,
} from './auth.service';
import { hitOrRefuse } from '../../platform/auth/rate-limit';

const tags = ['auth'];

/** Sign-up, sign-in, codes, captchas and passwords (API.md "Accounts"). */
export async function authRoutes(
  app: FastifyInstance,
  options: { devTools: boolean },
): Promise<void> {
  const secret = await loadSigningSecret(app.db);
  const keys = { otp: deriveKey(secret, 'otp'), captcha: deriveKey(secret, 'captcha') };
  const contextOf = (request: FastifyRequest): AuthContext => ({
    db: app.db,
    now: app.now(),
    tenant: request.tenant,
    t: request.t,
    lang: request.lang,
    ip: request.ip,
    keys,
  });
  /** A sign-in answer: the user in data, the session in the envelope. */
  const signedIn = (request: FastifyRequest, result: SignedIn) => {
    request.sessionFields = { ...sessionFieldsOf(result.session), is_login: true };
    return { user: result.user };
  };
  const captchaLimit = (request: FastifyRequest, now: Date) =>
    hitOrRefuse(
      app.db,
      {
        key: `captcha:ip:${request.ip}`,
        rule: authLimits.captchasPerIp,
        message: 'tooManyRequests',
      },
      now,
    );

  postRoute(
    app,
    {
      path: 'auth/createCaptcha',
      summary: 'A new captcha picture (SVG)',
      tags,
      response: createCaptchaResponseSchema,
    },
    async (_input, request) => {
      const now = app.now();
      await captchaLimit(request, now);
      const captcha = await createCaptcha(app.db, keys.captcha, request.tenant.id, now);
      return {
        captchaId: captcha.captchaId,
        image: captcha.image,
        ...withDevAnswer(options.devTools, captcha.answer),
      };
    },
  );

  postRoute(
    app,
    {
      path: 'auth/verifyCaptcha',
      summary: 'Whether a captcha answer is right (it stays usable)',
      tags,
      body: verifyCaptchaRequestSchema,
      response: verifyCaptchaResponseSchema,
    },
    async (input, request) => {
      const now = app.now();
      await captchaLimit(request, now);
      return {
        valid: await checkCaptcha(
          app.db,
          keys.captcha,
          request.tenant.id,
          input.captchaId,
          input.captcha,
          now,
        ),
      };
    },
  );

  postRoute(
    app,
    {
      path: 'auth/register',
      summary: 'Sign up: an unverified account and a code by SMS',
      tags,
      body: registerRequestSchema,
      response: codeSentResponseSchema,
    },
    async (input, request) => register(contextOf(request), input),
  );

  postRoute(
    app,
    {
      path: 'auth/resendCode',
      summary: 'Send the sign-up or reset code again',
      tags,
      body: resendCodeRequestSchema,
      response: codeSentResponseSchema,
    },
    async (input, request) => resendCode(contextOf(request), input),
  );

  postRoute(
    app,
    {
      path: 'auth/verify',
      summary: 'The sign-up code: verifies the mobile and signs in',
      tags,
      body: verifyRequestSchema,
      response: signedInResponseSchema,
    },
    async (input, request) => signedIn(request, await verify(contextOf(request), input)),
  );

  postRoute(
    app,
    {
      path: 'auth/login',
      summary: 'Sign in by national code or mobile',
      tags,
      body: loginRequestSchema,
      response: signedInResponseSchema,
    },
    async (input, request) => signedIn(request, await login(contextOf(request), input)),
  );

  postRoute(
    app,
    {
      path: 'auth/forgetPassword',
      summary: 'Send a reset code, then set a new password with it',
      tags,
      body: forgetPasswordRequestSchema,
      response: z.union([codeSentResponseSchema, okResponseSchema]),
    },
    async (input, request) => forgetPassword(contextOf(request), input),
  );

  postRoute(
    app,
    {
      path: 'auth/changePassword',
      summary: 'Change the password (other sessions end)',
      tags,
      body: changePasswordRequestSchema,
      response: okResponseSchema,
      roles: signedInRoles,
    },
    async (input, request) => changePassword(contextOf(request), signedInUser(request), input),
  );

  postRoute(
    app,
    {
      path: 'auth/logout',
      summary: 'Sign out of this session',
      tags,
      response: okResponseSchema,
      roles: signedInRoles,
    },
    async (_input, request) => {
      const result = await logout(contextOf(request), signedInUser(request).sessionId);
      request.sessionFields = { is_login: false };
      return result;
    },
  );
}
