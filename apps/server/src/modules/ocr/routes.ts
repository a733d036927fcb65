import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, envelope, errorMessagesZhCN } from '@scf/shared';
import {
  ocrIdCardReply,
  ocrIdCardRequest,
  ocrLicenseReply,
  ocrLicenseRequest,
  peripheralIdCardReply,
  peripheralLicenseReply,
} from '@scf/shared/schemas/ocr';
import { peripheralIdCard, peripheralLicense } from '@/modules/ocr/checks.ts';
import type { OcrProvider } from '@/modules/ocr/provider.ts';
import { recogniseIdCard, recogniseLicense } from '@/modules/ocr/service.ts';
import type { OcrContext } from '@/modules/ocr/service.ts';
import { tesseractProvider } from '@/modules/ocr/tesseract.ts';
import { registerRouteRateLimit } from '@/plugins/route-rate-limit.ts';

export interface OcrRoutesOptions {
  /** Another provider (a cloud service, a test's fake); its owner closes it. Default: tesseract.js. */
  provider?: OcrProvider | undefined;
}

/** Recognitions per client address and minute: each costs about a second of CPU. */
const RECOGNITIONS_PER_MINUTE = 20;

/** Success carries the spec's 识别成功 in error_info (error_no 0), as the client shows it. */
const recognised = <T>(data: T) => ({
  error_no: ERROR_CODES.OK,
  error_info: errorMessagesZhCN.ocrSuccess,
  data,
});

/**
 * Document recognition (business.md section 7) for the registration wizard: visitors call it, so
 * it needs the session cookie and CSRF token of any write, not a signed-in user. `file_name` is
 * what the upload returned (hash, path or stored name). /api/... replies in the registration's field
 * names; /peripheral/... in the peripheral service's (idInfoObj, licenseInfoObj).
 */
const ocrRoutes: FastifyPluginAsyncZod<OcrRoutesOptions> = async (app, options) => {
  const provider = options.provider ?? tesseractProvider();
  if (!options.provider) app.addHook('onClose', () => provider.close());
  await registerRouteRateLimit(app);

  const context = (request: { log: OcrContext['log'] }): OcrContext => ({
    db: app.db,
    provider,
    log: request.log,
  });
  const tags = ['ocr'];
  const config = { rateLimit: { max: RECOGNITIONS_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(
    '/api/ocr/business_license',
    {
      schema: {
        tags,
        summary: 'Read a business licence: name, credit code, legal representative, address, term',
        body: ocrLicenseRequest,
        response: { 200: envelope(ocrLicenseReply) },
      },
      config,
    },
    async (request) => recognised(await recogniseLicense(context(request), request.body.fileName)),
  );

  app.post(
    '/api/ocr/id_card',
    {
      schema: {
        tags,
        summary: 'Read an ID card: front (is_front) name and number, back validity',
        body: ocrIdCardRequest,
        response: { 200: envelope(ocrIdCardReply) },
      },
      config,
    },
    async (request) =>
      recognised(await recogniseIdCard(context(request), request.body.fileName, request.body.isFront)),
  );

  app.post(
    '/peripheral/ocr/business_license',
    {
      schema: {
        tags,
        summary: 'Read a business licence; reply licenseInfoObj',
        body: ocrLicenseRequest,
        response: { 200: envelope(peripheralLicenseReply) },
      },
      config,
    },
    async (request) =>
      recognised(peripheralLicense(await recogniseLicense(context(request), request.body.fileName))),
  );

  app.post(
    '/peripheral/ocr/id_card',
    {
      schema: {
        tags,
        summary: 'Read an ID card; reply idInfoObj (realName, idNo; validity for the back)',
        body: ocrIdCardRequest,
        response: { 200: envelope(peripheralIdCardReply) },
      },
      config,
    },
    async (request) =>
      recognised(
        peripheralIdCard(
          await recogniseIdCard(context(request), request.body.fileName, request.body.isFront),
        ),
      ),
  );
};

export default ocrRoutes;
