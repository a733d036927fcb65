export { ApiError, NETWORK_ERROR_CODE } from './api-error.ts';
export { createRequestClient } from './client.ts';
export { configureRequest, get, post, request, requestConfigured, upload } from './default-client.ts';
export type {
  CallOptions,
  HttpMethod,
  QueryParams,
  RequestClient,
  RequestDeps,
  RequestOptions,
  RequestStorage,
  RequestUi,
  UploadFields,
} from './types.ts';
