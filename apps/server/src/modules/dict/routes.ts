import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@scf/shared';
import {
  bankReply,
  dictReply,
  dictRequest,
  loanAmountDictReply,
  pageConfig as pageConfigSchema,
  rateDictReply,
} from '@scf/shared/schemas/product';
import { ok } from '@/lib/envelope.ts';
import {
  bankList,
  guarantTypeDict,
  loanAmountDict,
  loanTypeDict,
  pageConfig,
  rateDict,
  repayTypeDict,
} from '@/modules/dict/service.ts';
import { callerOf } from '@/modules/product/caller.ts';

/** Dictionaries, banks and the page configuration: public, labels in the Accept-Language language. */
const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dictionary'];
  const body = dictRequest;

  app.post(
    '/api/sys/get_guarant_type_dict_list',
    { schema: { tags, summary: 'Guarantee types', body, response: { 200: envelope(dictReply) } } },
    async (request) => ok(await guarantTypeDict(app, await callerOf(app, request))),
  );

  app.post(
    '/api/sys/get_loan_amount_dict_list',
    {
      schema: {
        tags,
        summary: 'Loan amount presets (under N ten-thousand yuan)',
        body,
        response: { 200: envelope(loanAmountDictReply) },
      },
    },
    async (request) => ok(await loanAmountDict(app, await callerOf(app, request))),
  );

  app.post(
    '/api/sys/get_rate_dict_list',
    {
      schema: {
        tags,
        summary: 'Rate range presets (percent)',
        body,
        response: { 200: envelope(rateDictReply) },
      },
    },
    async (request) => ok(await rateDict(app, await callerOf(app, request))),
  );

  app.post(
    '/api/sys/get_loan_type_dict_list',
    { schema: { tags, summary: 'Loan types', body, response: { 200: envelope(dictReply) } } },
    async (request) => ok(await loanTypeDict(app, await callerOf(app, request))),
  );

  app.post(
    '/api/sys/get_repay_type_dict_list',
    { schema: { tags, summary: 'Repayment methods', body, response: { 200: envelope(dictReply) } } },
    async (request) => ok(await repayTypeDict(app, await callerOf(app, request))),
  );

  app.post(
    '/api/sys/get_bank_list',
    {
      schema: {
        tags,
        summary: 'The fixed bank list with each bank’s default branch, if it has one',
        body,
        response: { 200: envelope(bankReply) },
      },
    },
    async () => ok(await bankList(app)),
  );

  app.post(
    '/api/sys/get_system_page_config',
    {
      schema: {
        tags,
        summary: 'Platform name and logos of the tenant (header, login screen, footer)',
        body,
        response: { 200: envelope(pageConfigSchema) },
      },
    },
    async (request) => ok(await pageConfig(app, await callerOf(app, request))),
  );
};

export default dictRoutes;
