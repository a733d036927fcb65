import { z } from 'zod';
import {
  accountExistsRequest,
  agreementDetailRequest,
  mobile,
  mobileByAccountRequest,
  quickRegRequest,
  regSmsRequest,
} from '@scf/shared';

/**
 * The shared request schemas plus the tenant a visitor may pick (a tenantId of GET /getTenantList);
 * without one the default tenant is meant. Accounts and mobiles are unique per tenant, so every
 * call that looks one up must know which tenant it asks about.
 */
const tenantChoice = { tenantId: z.string().trim().min(1).max(64).optional() };

export const accountExistsBody = accountExistsRequest.extend(tenantChoice);
/** The registration SMS goes to the mobile being registered, so it is required here. */
export const regCodeBody = regSmsRequest.extend({ mobile, ...tenantChoice });
export const quickRegBody = quickRegRequest.extend(tenantChoice);
/** The web app posts no body at all (Fastify then has null). */
export const agreementsBody = z.object(tenantChoice).nullish();
export const agreementDetailBody = agreementDetailRequest.extend(tenantChoice);
export const mobileByAccountBody = mobileByAccountRequest.extend(tenantChoice);
