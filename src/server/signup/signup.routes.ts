import { signUpInputSchema, signUpResultSchema, type SignUpResult } from '#shared/auth/auth.schemas';
import { defineRoute } from '../http/route-manifest';
import { actorOf } from '../auth/session.middleware';
import { signUpOwner } from './signup.service';

export const signupRoutes = [
  defineRoute({
    method: 'POST', path: '/signup', summary: 'Sign up an owner with the store information',
    access: 'anonymous', blockedWhenLapsed: false, errors: ['WEAK_PASSWORD', 'RATE_LIMITED'], body: signUpInputSchema, response: signUpResultSchema, successStatus: 201,
    handle: async (c, { body }) => {
      // The same answer whether or not the address already had an account (decision 020).
      await signUpOwner(c.get('deps'), body, actorOf(c));
      const result: SignUpResult = { ok: true, verificationRequired: c.get('deps').config.mailMode === 'smtp' };
      return c.json(result, 201);
    },
  }),
];
