import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, envelope } from '@scf/shared';
import { signerRegisterRequest } from '@scf/shared/schemas/financing';
import { ok } from '@/lib/envelope.ts';
import { registerKey } from '@/modules/signer/service.ts';

/** The signer's key registration (ours: the spec's certificate retrieval call is not shown). */
const signerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { finance } = PERMISSIONS;
  app.post(
    '/api/financing/signer/register',
    {
      preValidation: app.requirePermission(finance.apply, finance.applyList),
      schema: {
        tags: ['financing'],
        summary: "Registers the public key (SPKI, base64) of the caller's browser signer",
        body: signerRegisterRequest,
        response: { 200: envelope(z.object({ keyId: z.string() })) },
      },
    },
    async (request) => ok(await registerKey(app, request.user, request.body.publicKey)),
  );
};

export default signerRoutes;
